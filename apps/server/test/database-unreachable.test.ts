import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { usePgPool, type Database } from '../src/db/client.ts';

// GET /api/health is a readiness answer a load balancer can use (docs/api.md "Codes").

const UNREACHABLE_HEALTH = { status: 'unavailable', database: 'down', redis: 'not_configured' };

/** A node whose PostgreSQL is at `url`: nothing is migrated, the requests never get that far. */
async function nodeOn(url: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-unreachable-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database: Database = usePgPool(
    new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000 }),
    () => {},
  );
  const app = await buildApp(config, { database });
  return {
    app,
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a database nobody answers at', () => {
  let refused: Awaited<ReturnType<typeof nodeOn>>;
  let hung: Awaited<ReturnType<typeof nodeOn>>;
  // Accepts connections and never says a word, as a hung database host does.
  let silent: Server;
  const silentSockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => silentSockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    hung = await nodeOn(`postgres://nobody@127.0.0.1:${port}/none`);
    // Port 1 on the loopback: refused at once.
    refused = await nodeOn('postgres://nobody@127.0.0.1:1/none');
  });
  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    silent?.close();
    await refused?.close();
    await hung?.close();
  });

  const get = (app: FastifyInstance, url: string, locale?: string) =>
    app.inject({ method: 'GET', url, headers: locale ? { 'accept-language': locale } : {} });

  it('answers health 503 in the envelope with its request id, in both locales', async () => {
    const en = await get(refused.app, '/api/health', 'en-US');
    expect(en.statusCode).toBe(503);
    // docs/operations.md "Request ids": every server failure's envelope names its request.
    const requestId = en.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(en.json()).toEqual({
      code: '9999',
      msg: 'Service temporarily unavailable, please try again',
      content: { ...UNREACHABLE_HEALTH, requestId },
    });
    const zh = await get(refused.app, '/api/health');
    expect(zh.json()).toMatchObject({ msg: '服务暂时不可用，请稍后重试' });
  });

  it('answers health within about a second when the database hangs', async () => {
    const started = Date.now();
    const answer = await get(hung.app, '/api/health');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().content).toEqual({
      ...UNREACHABLE_HEALTH,
      requestId: answer.headers['x-request-id'],
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers a request that needs the database 503, not a bare 500', async () => {
    const answer = await refused.app.inject({
      method: 'POST',
      url: '/api/logs',
      headers: { 'accept-language': 'en-US' },
      payload: {
        entries: [
          { message: 'boom', type: 'error', time: '2024-05-01 10:00:00', url: 'http://x.test/' },
        ],
      },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      code: '9999',
      msg: 'Service temporarily unavailable, please try again',
      content: { requestId: answer.headers['x-request-id'] },
    });
  });
});
