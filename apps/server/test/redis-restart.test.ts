import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logApi } from './client-log-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { startPrivateRedis } from './private-redis.ts';
import { connected, listen, nextEvent, waitUntil } from './realtime-client.ts';

// docs/realtime.md "Redis outages": Redis going away degrades realtime between nodes; the API keeps
// answering, and events cross nodes again once Redis is back, with no restart of either node.
describe('Redis going away and coming back', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  let t: TestApp;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: Socket[] = [];
  // An 'error' event nobody listens to, or a rejected promise nobody handles, ends a server.
  const crashes: unknown[] = [];
  const recordCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', recordCrash);
    process.on('unhandledRejection', recordCrash);
    redis = await startPrivateRedis();
    t = await createTestApp();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}` };
    nodeA = await createTestApp({ env, shareDatabaseOf: t, ownPool: true });
    nodeB = await createTestApp({ env, shareDatabaseOf: t, ownPool: true });
    urlA = await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await nodeA?.close();
    await nodeB?.close();
    await t?.close();
    await redis?.close();
    process.off('uncaughtException', recordCrash);
    process.off('unhandledRejection', recordCrash);
  });

  const open = async (url: string, token: string) => {
    const socket = await connected(url, token);
    sockets.push(socket);
    return socket;
  };
  const redisOf = async (node: TestApp) =>
    (await node.call('GET', '/api/health')).body.content?.redis;
  const ping = (n: number) => ({ id: n, content: `ping ${n}`, type: 1, ref_id: n });

  /** Emits on node A until the socket (on node B) hears one: the first may race resubscribing. */
  async function deliveredAcross(user: TestUser, socket: Socket) {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const arrival = nextEvent(socket, 'message', 500).then(
        () => true,
        () => false,
      );
      void nodeA.app.realtime.deliver([
        { to: 'user', userId: user.id, event: 'message', payload: ping(attempt) },
      ]);
      if (await arrival) return true;
    }
    return false;
  }

  it('keeps the API answering while Redis is down and delivers across nodes once it is back', async () => {
    const user = await t.register();
    const onB = await open(urlB, user.token);
    const onA = await open(urlA, user.token);
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(user.id)) === 2);
    expect(await deliveredAcross(user, onB)).toBe(true);
    expect(await redisOf(nodeA)).toBe('up');

    await redis.stop();
    await waitUntil(async () => (await redisOf(nodeA)) === 'down');
    // Emits during the outage neither throw nor wait for Redis: this node's sockets still hear
    // them, and nothing is queued for later (the publisher has no offline queue).
    const heardOnA = nextEvent(onA, 'message', 1000);
    for (let n = 0; n < 1000; n++)
      void nodeA.app.realtime.deliver([
        { to: 'user', userId: user.id, event: 'message', payload: ping(n) },
      ]);
    expect(await heardOnA).toEqual(ping(0));
    // The API keeps answering, reads and writes, on both nodes.
    for (const node of [nodeA, nodeB]) {
      const health = await node.call('GET', '/api/health', { locale: 'en-US' });
      expect(health.status).toBe(200);
      expect(health.body).toEqual({
        code: '0000',
        msg: 'success',
        content: { status: 'ok', database: 'up', redis: 'down' },
      });
      const merchants = await node.call('GET', '/api/userMerchants', { token: user.token });
      expect(merchants.body.code).toBe('0000');
      const logs = logApi(node);
      expect((await logs.report([logs.entry()], { token: user.token })).body.code).toBe('0000');
    }

    await redis.start();
    await waitUntil(async () => (await redisOf(nodeA)) === 'up' && (await redisOf(nodeB)) === 'up');
    expect(await deliveredAcross(user, onB)).toBe(true);
    // A logout through node A closes the session's socket on node B again.
    const other = (await t.signIn(user.mail, user.password)).body.content.token;
    const leaving = await open(urlB, other);
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(user.id)) === 3);
    const closed = nextEvent<string>(leaving, 'disconnect', 2000);
    await nodeA.call('POST', '/api/logout', { token: other });
    expect(await closed).toBe('io server disconnect');
    expect(crashes).toEqual([]);
  });
});
