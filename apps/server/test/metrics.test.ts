import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { CUSTOMER_NAMESPACE } from '@console/contract/chat-realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatApi } from './chat-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { scrape, valueOf } from './metrics-text.ts';
import { connected, listen, sharedRedisEnv } from './realtime-client.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

// docs/operations.md "Metrics": the series GET /metrics gives, in Prometheus' text format, on the
// API's port behind METRICS_TOKEN (metrics-serving.test.ts: the other ways it is served or not).

const TOKEN = 'metrics-test-token-0123456789';
const MINUTE = 60_000;
const withRedis = Boolean(process.env.REDIS_URL);

const forbidden = { code: '1003', msg: 'Sorry, you have no permission', content: null };

describe('GET /metrics on the API port behind METRICS_TOKEN', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        ORDER_SWEEP_SECONDS: '1',
        ...(withRedis ? sharedRedisEnv() : {}),
      },
    });
    url = await listen(t);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  const driver = () => t.testDatabase.database.driver;

  it('counts a request, a refused sign-in, chat messages, sweep runs and statements', async () => {
    const before = (await scrape(t, TOKEN)).samples;
    expect(await t.call('GET', '/api/health')).toMatchObject({ status: 200 });
    const user = await t.register();
    expect((await t.signIn(user.mail, 'Wrong12345')).status).toBe(400);
    const chat = chatApi(t);
    const { owner, shop, customer, conversationId } = await chat.openChat();
    expect((await chat.customerSays(customer.token, conversationId, 'hello')).status).toBe(200);
    expect((await chat.staffSays(owner, shop.id, conversationId, 'hi')).status).toBe(200);
    // A retried client id answers the first message and writes nothing: not counted again.
    expect((await chat.staffSays(owner, shop.id, conversationId, 'hi', 'same-id')).status).toBe(
      200,
    );
    expect((await chat.staffSays(owner, shop.id, conversationId, 'hi', 'same-id')).status).toBe(
      200,
    );
    // An unpaid order past its deadline, for the sweep (every second here) to cancel.
    const store = storefrontApi(t);
    const activity = await store.openActivity(shop.id, { capacity: 10 });
    const buyer = await store.customer();
    expect((await store.order(buyer.token, activity.id)).status).toBe(200);
    t.clock.advance(31 * MINUTE);
    await expect(t.db.execute(sql`select 1 / 0`)).rejects.toThrow();

    await expect
      .poll(
        async () =>
          valueOf((await scrape(t, TOKEN)).samples, 'console_order_sweep_cancelled_orders_total'),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThanOrEqual(1);
    const { samples, text } = await scrape(t, TOKEN);
    const added = (name: string, labels: Record<string, string> = {}) =>
      valueOf(samples, name, labels) - valueOf(before, name, labels);

    expect(
      added('console_http_request_duration_seconds_count', {
        route: '/api/health',
        method: 'GET',
        status_code: '200',
      }),
    ).toBe(1);
    expect(
      added('console_sign_in_failures_total', { method: 'password', reason: 'rejected' }),
    ).toBe(1);
    expect(added('console_chat_messages_sent_total', { sender: 'customer' })).toBe(1);
    expect(added('console_chat_messages_sent_total', { sender: 'staff' })).toBe(2);
    expect(added('console_order_sweep_runs_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    const statements = { driver: driver() };
    expect(
      added('console_db_query_duration_seconds_count', { ...statements, outcome: 'ok' }),
    ).toBeGreaterThan(0);
    expect(
      added('console_db_query_duration_seconds_count', { ...statements, outcome: 'error' }),
    ).toBeGreaterThanOrEqual(1);
    // Never a statement's text in a label.
    expect(text).not.toContain('select');

    if (driver() === 'pg') {
      // The test pool's connections (at most 5), in use (the sweep's, maybe) or idle.
      const connections = valueOf(samples, 'console_db_pool_connections');
      expect(connections).toBeGreaterThan(0);
      expect(connections).toBeLessThanOrEqual(5);
    }

    // Every series docs/operations.md lists, with prom-client's process metrics.
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'console_http_request_duration_seconds_bucket',
      'console_db_query_duration_seconds_bucket',
      'console_realtime_sockets',
      'console_order_sweep_runs_total',
      'console_order_sweep_cancelled_orders_total',
      'console_chat_messages_sent_total',
      'console_sign_in_failures_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      ...(driver() === 'pg'
        ? ['console_db_pool_connections', 'console_db_pool_waiting_requests']
        : []),
      ...(withRedis ? ['console_redis_adapter_connected'] : []),
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it('answers the text format, not the envelope', async () => {
    const answer = await t.call('GET', '/metrics', { token: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.body).toMatch(/^# HELP /m);
  });

  it('labels requests by their route pattern, never by the raw URL', async () => {
    expect((await t.call('GET', '/api/orders/987654321')).status).toBe(401);
    expect((await t.call('GET', '/api/no-such-place-24680')).status).toBe(404);
    const { samples, text } = await scrape(t, TOKEN);
    const answered = (route: string, status: string) =>
      valueOf(samples, 'console_http_request_duration_seconds_count', {
        route,
        method: 'GET',
        status_code: status,
      });
    expect(answered('/api/orders/:id', '401')).toBeGreaterThanOrEqual(1);
    expect(answered('unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('24680');
  });

  it('refuses a scrape without the token, or with another, with the envelope', async () => {
    for (const token of [undefined, 'Bearer not-the-token-at-all', TOKEN, `Basic ${TOKEN}`]) {
      const answer = await t.call('GET', '/metrics', { token, locale: 'en-US' });
      expect(answer.status, String(token)).toBe(403);
      expect(answer.body).toEqual(forbidden);
    }
    const zh = await t.call('GET', '/metrics', { locale: 'zh-CN' });
    expect(zh.body).toMatchObject({ code: '1003', msg: '抱歉，您没有该权限' });
  });

  it("counts the node's connected sockets by namespace", async () => {
    const staff = await t.register();
    const customer = await storefrontApi(t).customer();
    sockets.push(await connected(url, staff.token));
    const customerSocket = io(`${url}${CUSTOMER_NAMESPACE}`, {
      auth: { token: customer.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(customerSocket);
    await new Promise((resolve) => customerSocket.once('connect', () => resolve(undefined)));
    const open = (await scrape(t, TOKEN)).samples;
    expect(valueOf(open, 'console_realtime_sockets', { namespace: '/' })).toBe(1);
    expect(valueOf(open, 'console_realtime_sockets', { namespace: CUSTOMER_NAMESPACE })).toBe(1);

    for (const socket of sockets.splice(0)) socket.disconnect();
    await expect
      .poll(async () => valueOf((await scrape(t, TOKEN)).samples, 'console_realtime_sockets'))
      .toBe(0);
  });

  it('counts sign-ins refused by the throttle apart from wrong passwords', async () => {
    const user = await t.register();
    const ip = '10.200.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.signIn(user.mail, 'Wrong12345', ip)).status).toBe(400);
    }
    expect((await t.signIn(user.mail, 'Wrong12345', ip)).status).toBe(429);
    expect(
      valueOf((await scrape(t, TOKEN)).samples, 'console_sign_in_failures_total', {
        method: 'password',
        reason: 'throttled',
      }),
    ).toBe(1);
  });

  it.skipIf(!withRedis)("shows the Redis adapter's two clients connected", async () => {
    await expect
      .poll(async () => {
        const { samples } = await scrape(t, TOKEN);
        return ['pub', 'sub'].map((client) =>
          valueOf(samples, 'console_redis_adapter_connected', { client }),
        );
      })
      .toEqual([1, 1]);
  });
});
