// What the HTTP benches (bench:orders, bench:reviews, bench:users) share: the load generator in a forked
// process, autocannon's figures, seeding phases timed, and the SQL a request sends captured for
// EXPLAIN (ANALYZE) when a query misses its target.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import type { Database } from '../apps/server/src/db/client.ts';

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * CPU of the server's process (the servers, node-postgres) per request, in µs: unlike req/s,
   * hardly moved by other work on the machine, so it tells a busy run's noise apart.
   */
  cpuUs?: number;
};

export type LoadRequest = {
  kind: 'load';
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  /** GET unless told (bench:users POSTs a JSON `body`). */
  method?: 'GET' | 'POST';
  body?: string;
};

/** autocannon against one URL (run in the client process). */
export async function runLoad(request: LoadRequest): Promise<Load> {
  const result = await autocannon({
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.body
      ? { 'content-type': 'application/json', ...request.headers }
      : request.headers,
    ...(request.body ? { body: request.body } : {}),
    connections: request.connections,
    duration: request.seconds,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The forked copy of a bench (BENCH_ROLE=client): answers each request the parent sends. */
export function serveAsClient<Request extends { id: number }>(
  handle: (request: Request) => Promise<unknown>,
) {
  process.on('message', (request: Request) => {
    void handle(request).then((result) => process.send!({ id: request.id, result }));
  });
  process.on('disconnect', () => process.exit(0));
}

/**
 * Forks `file` (the bench itself) as the load generator, so autocannon does not share the
 * server's event loop; `ask` sends it a request and resolves with its answer.
 */
export function clientProcess<Request extends { kind: string }>(file: string) {
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ROLE: 'client' },
  });
  let next = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: () => void }>();
  child.on('message', (answer: { id: number; result: unknown }) =>
    waiting.get(answer.id)?.resolve(answer.result),
  );
  // A client that dies fails what it was asked, instead of leaving the bench waiting forever.
  child.on('exit', () => {
    for (const { reject } of waiting.values()) reject();
    waiting.clear();
  });
  const ask = <T>(request: Request) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, {
        resolve: (result) => resolve(result as T),
        reject: () => reject(new Error('the load-generating process exited')),
      });
      child.send({ ...request, id });
    });
  return { child, ask };
}

export const failed = (load: Load) => load.non2xx > 0 || load.errors > 0;

/** The time of each phase, so the figures show where the seed spends it. */
export async function phase<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.warn(`  ${label.padEnd(48)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export type Captured = { text: string; values: unknown[] };

/**
 * Records the SQL the server sends while `during` runs (node-postgres only), keeping the
 * statements that name one of `tables`, so a slow query can be EXPLAINed.
 */
export function captureQueries(database: Database, tables: RegExp) {
  const captured: Captured[] = [];
  let capturing = false;
  if (database.driver === 'pg') {
    const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      const [first, second] = args;
      if (capturing) {
        const config = first as string | { text: string; values?: unknown[] };
        captured.push(
          typeof config === 'string'
            ? { text: config, values: (second as unknown[]) ?? [] }
            : { text: config.text, values: config.values ?? (second as unknown[]) ?? [] },
        );
      }
      return query(...args);
    };
  }
  return {
    async during(work: () => Promise<void>) {
      captured.length = 0;
      capturing = true;
      await work();
      capturing = false;
      return captured.filter((query) => tables.test(query.text));
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured SELECT, the telling lines of the plan. */
export async function explain(database: Database, queries: Captured[]) {
  if (database.driver !== 'pg') return;
  for (const query of queries) {
    if (!/^\s*select/i.test(query.text)) continue;
    const client = await database.pool.connect();
    try {
      const plan = await client
        .query(`explain (analyze, buffers) ${query.text}`, query.values)
        .catch((error: Error) => ({
          rows: [{ 'QUERY PLAN': `EXPLAIN failed: ${error.message}` }],
        }));
      console.warn(`    SQL: ${query.text.replace(/\s+/g, ' ').slice(0, 400)}`);
      console.warn(`    params: ${JSON.stringify(query.values)}`);
      const lines = (plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
      const telling = /Limit|Scan|Sort|Filter|Removed|Index Cond|Execution|failed/;
      for (const [i, text] of lines.entries()) {
        if (i <= 1 || telling.test(text)) console.warn(`      ${text}`);
      }
    } finally {
      client.release();
    }
  }
}
