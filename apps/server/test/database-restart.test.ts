import { desc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../src/db/schema.ts';
import { logApi } from './client-log-fixtures.ts';
import { createTestApp, uniqueIp, type Answer, type TestApp } from './helper.ts';
import { orderApi } from './order-fixtures.ts';
import { waitUntil } from './realtime-client.ts';

// docs/database.md "Lost connections": a database restart is a PostgreSQL matter; on PGlite it
// means nothing.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

const UNAVAILABLE = {
  code: '9999',
  msg: 'Service temporarily unavailable, please try again',
  // docs/operations.md "Request ids": the id to quote.
  content: { requestId: expect.any(String) },
};

/** Each answer is a success or the 503 "try again", nothing else (no 500, no hang). */
function expectDoneOrUnavailable(answers: { status: number; body: { code?: string } }[]) {
  for (const answer of answers) {
    if (answer.status === 200) expect(answer.body.code).toBe('0000');
    else
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 503,
        body: UNAVAILABLE,
      });
  }
}

describe.skipIf(!onPostgres)('the database restarting under load (docs/database.md)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let databaseName: string;
  let logs: ReturnType<typeof logApi>;
  // An 'error' event nobody listens to, or a rejected promise nobody handles, ends a server.
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    t = await createTestApp();
    logs = logApi(t);
    databaseName = new URL(t.testDatabase.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  });

  /** What a restart does to this app's connections (the shared server itself keeps running). */
  async function terminateBackends(except = 0) {
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and pid <> $2`,
      [databaseName, except],
    );
  }

  /** Every connection the app's pool opened is back in it: none leaked by a lost connection. */
  async function expectNoLeakedConnection() {
    const database = t.testDatabase.database;
    if (database.driver !== 'pg') throw new Error('PostgreSQL only');
    await waitUntil(async () => database.pool.totalCount === database.pool.idleCount);
  }

  async function expectServing() {
    const health = await t.call('GET', '/api/health', { locale: 'en-US' });
    expect(health.status).toBe(200);
    expect(health.body.content).toEqual({ status: 'ok', database: 'up', redis: 'not_configured' });
    const after = await logs.report([logs.entry()]);
    expect(after.body).toMatchObject({ code: '0000', content: { accepted: 1 } });
  }

  it('answers 503 to the request whose connection was cut, logs it, and serves again', async () => {
    const ip = uniqueIp();
    // Another session holds the lock the report waits for, so the request is surely inside
    // its transaction, on a checked-out connection, when the backends are terminated.
    const holder = new pg.Client({ connectionString: t.testDatabase.url });
    await holder.connect();
    try {
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      await holder.query('select pg_advisory_lock(hashtext($1))', [`client-logs:ip:${ip}`]);
      const pending = logs.report([logs.entry()], { ip });
      await waitUntil(async () => {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [databaseName],
        );
        return rows.length > 0;
      });
      await terminateBackends(rows[0]!.pid);
      const answer = await pending;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
      expect(t.logs.some((line) => line.msg === 'database unavailable')).toBe(true);
    } finally {
      await holder.end();
    }
    expect(crashes).toEqual([]);
    await expectServing();
    await expectNoLeakedConnection();
    const zh = await t.call('GET', '/api/health');
    expect(zh.body.msg).toBe('成功');
  });

  it('lets no connection that died while idle hold a pool slot when it is handed out', async () => {
    // Five idle connections in the pool.
    await Promise.all(Array.from({ length: 5 }, () => logs.report([logs.entry()])));
    // The terminate goes out at once; the thread then sleeps while the server closes the idle
    // connections, so the requests below start before the pool has read a word of it: they
    // get dead connections, and their BEGIN fails.
    const terminated = terminateBackends();
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
    const answers = await Promise.all(Array.from({ length: 5 }, () => logs.report([logs.entry()])));
    await terminated;
    expectDoneOrUnavailable(answers);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    await expectNoLeakedConnection();
    await expectServing();
  });

  it('serves the order list, named statements read by position, again on new connections', async () => {
    const orders = orderApi(t);
    const { owner, shop } = await orders.shopWithOwner();
    const pottery = await orders.activity(shop.id, { title: 'Pottery' });
    for (const status of ['paid', 'cancelled', 'completed'] as const) {
      await orders.order(pottery, { status, createdAt: new Date('2026-03-01T15:59:59.123Z') });
    }
    const list = () => orders.read(owner, shop.id, '', { pageSize: '20' });
    // Several connections prepare the page's statement, then all of them are cut.
    const before = await Promise.all(Array.from({ length: 5 }, list));
    for (const answer of before) expect(answer.body.code).toBe('0000');
    await terminateBackends();
    expectDoneOrUnavailable(await Promise.all(Array.from({ length: 5 }, list)));
    const after = await list();
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before[0]!.body);
    expect(crashes).toEqual([]);
    await expectNoLeakedConnection();
  });

  it('keeps every acknowledged write through repeated restarts under concurrent writes', async () => {
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const entry = logs.entry();
        const answer = await logs.report([entry]);
        answers.push(answer);
        if (answer.body.code === '0000') acknowledged.push(entry.message);
      }
    };
    const writers = Array.from({ length: 8 }, writer);
    try {
      for (const round of [1, 2, 3]) {
        await waitUntil(async () => answers.length >= round * 25, 15_000);
        await terminateBackends();
      }
      await waitUntil(async () => answers.length >= 100, 15_000);
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    expect(crashes).toEqual([]);
    expectDoneOrUnavailable(answers);
    const stored = await t.db
      .select({ message: clientLogs.message })
      .from(clientLogs)
      .orderBy(desc(clientLogs.id));
    const storedMessages = new Set(stored.map((row) => row.message));
    expect(acknowledged.filter((message) => !storedMessages.has(message))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(50);
    // The terminations did cut requests in flight (about 1 in 8 here), not only idle ones.
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    await expectServing();
    await expectNoLeakedConnection();
  });
});
