import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';

export type FloorQuery = { text: string; values: unknown[] };

/**
 * The floor of bench:orders (docs/orders.md "Floor"): the first page's exact SQL, as the API sent
 * it (captured from one request, never rewritten), run by node-postgres on the same pool behind a
 * bare `node:http` handler that answers `JSON.stringify` of the rows in the envelope: no
 * framework, no auth, no mapping. What the API adds on top of it is its own cost.
 */
export async function startFloor(pool: pg.Pool, queries: FloorQuery[]) {
  const server = http.createServer((_request, response) => {
    void (async () => {
      try {
        let rows: unknown[] = [];
        for (const [index, query] of queries.entries()) {
          // Named, as the API's statements are (docs/database.md "Prepared statements").
          const name = `bench_floor_${index}`;
          rows = (await pool.query({ name, text: query.text, values: query.values })).rows;
        }
        const body = JSON.stringify({ code: '0000', msg: 'success', content: { orders: rows } });
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/floor`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
