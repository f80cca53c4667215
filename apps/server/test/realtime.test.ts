import { randomBytes } from 'node:crypto';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decide, makeOperator, pendingSubmission, submitNewRecord } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';
import {
  connect,
  listen,
  nextEvent,
  sharedRedisEnv,
  socketPool,
  waitUntil,
} from './realtime-client.ts';

let t: TestApp;
let url: string;
let operator: TestUser;
const pool = socketPool();
const { sockets, open } = pool;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  operator = await makeOperator(t, 'op');
});
afterEach(pool.closeAll);
afterAll(() => t.close());

/** A submitted record and its queue entry, ready for an operator's decision. */
async function pendingRecordOf(user: TestUser) {
  const record = await submitNewRecord(t, user, `Live ${randomBytes(3).toString('hex')}`);
  return { record, submission: await pendingSubmission(t, operator, 'record', record.id) };
}

describe('realtime connection (spec §7)', () => {
  it('refuses a socket without a token or with a bad one (1007)', async () => {
    for (const token of ['', 'not-a-token']) {
      const socket = connect(url, token);
      sockets.push(socket);
      const error = await nextEvent<Error & { data?: { code: string } }>(socket, 'connect_error');
      expect(error.data).toEqual({ code: '1007' });
      expect(socket.connected).toBe(false);
    }
  });

  it('refuses a valid token sent in the query string instead of the auth payload', async () => {
    const user = await t.register();
    const customer = await storefrontApi(t).customer();
    for (const [namespace, token] of [
      ['', user.token],
      ['/customer', customer.token],
    ] as const) {
      const socket = io(`${url}${namespace}`, {
        query: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const error = await nextEvent<Error & { data?: { code: string } }>(socket, 'connect_error');
      expect(error.data).toEqual({ code: '1007' });
    }
    // The same token in the auth payload connects.
    expect((await open(url, user.token)).connected).toBe(true);
  });

  it('pushes event message to every session of the recipient, and only to them', async () => {
    const user = await t.register();
    const second = (await t.signIn(user.mail, user.password)).body.content.token;
    const laptop = await open(url, user.token);
    const phone = await open(url, second);
    const stranger = await t.register();
    const strangerSocket = await open(url, stranger.token);
    const strangerEvents: unknown[] = [];
    strangerSocket.on('message', (message) => strangerEvents.push(message));

    const { record, submission } = await pendingRecordOf(user);
    const arrivals = Promise.all([nextEvent(laptop, 'message'), nextEvent(phone, 'message')]);
    await decide(t, operator, submission.id, 'reject', 'Missing licence page');
    const [onLaptop, onPhone] = await arrivals;
    expect(onLaptop).toEqual({
      id: expect.any(Number),
      content: `您提交的商户资料「${record.name}」未通过审核：Missing licence page`,
      type: 1,
      created_at: t.clock.now().toISOString(),
      ref_id: record.id,
    });
    expect(onPhone).toEqual(onLaptop);
    const listed = await t.call('GET', '/api/userMessage', {
      token: user.token,
      query: { type: '1' },
    });
    expect(listed.body.content.user_messages[0].id).toBe((onLaptop as { id: number }).id);

    // Events to one socket keep their order: the stranger's own message comes first.
    const { submission: theirs } = await pendingRecordOf(stranger);
    const own = nextEvent(strangerSocket, 'message');
    await decide(t, operator, theirs.id, 'approve');
    await own;
    expect(strangerEvents).toHaveLength(1);
  });

  it('closes the socket of the session that logs out, and only that one', async () => {
    const user = await t.register();
    const other = (await t.signIn(user.mobile, user.password)).body.content.token;
    const leaving = await open(url, user.token);
    const staying = await open(url, other);
    const closed = nextEvent<string>(leaving, 'disconnect');
    await t.call('POST', '/api/logout', { token: user.token });
    expect(await closed).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    const { submission } = await pendingRecordOf({ ...user, token: other });
    const arrival = nextEvent(staying, 'message');
    await decide(t, operator, submission.id, 'approve');
    expect(await arrival).toMatchObject({ type: 1 });
    // The revoked token cannot open a new socket.
    const retry = connect(url, user.token);
    sockets.push(retry);
    expect((await nextEvent<{ data: unknown }>(retry, 'connect_error')).data).toEqual({
      code: '1007',
    });
  });

  it('closes every socket of the user on a password reset', async () => {
    const user = await t.register();
    const other = (await t.signIn(user.mail, user.password)).body.content.token;
    const all = [await open(url, user.token), await open(url, other)];
    const closed = Promise.all(all.map((socket) => nextEvent<string>(socket, 'disconnect')));
    t.clock.advance(60_000);
    await t.sendCode({ mail: user.mail }, 'reset');
    const captcha = (await t.lastCode(user.mail))!;
    await t.call('POST', '/api/password/reset', {
      payload: { mail: user.mail, captcha, password: 'NewSecret456' },
    });
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
  });
});

// docs/realtime.md "Several nodes": two API nodes sharing PostgreSQL and Redis; skipped only when
// REDIS_URL is unset.
describe.skipIf(!process.env.REDIS_URL)('realtime across two nodes sharing Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  beforeAll(async () => {
    const env = sharedRedisEnv();
    nodeA = await createTestApp({ env, shareDatabaseOf: t });
    nodeB = await createTestApp({ env, shareDatabaseOf: t });
    await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('delivers a decision taken through node A to the socket on node B within 1 s', async () => {
    const user = await t.register();
    const socket = await open(urlB, user.token);
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(user.id)) === 1);
    const { record, submission } = await pendingRecordOf(user);
    const arrival = nextEvent(socket, 'message', 1000);
    const answer = await nodeA.call('POST', `/api/audit/submissions/${submission.id}/decision`, {
      token: operator.token,
      payload: { decision: 'approve' },
    });
    expect(answer.body.code).toBe('0000');
    expect(await arrival).toMatchObject({ type: 1, ref_id: record.id });
  });

  it('closes the socket on node B when the session logs out through node A', async () => {
    const user = await t.register();
    const socket = await open(urlB, user.token);
    await waitUntil(async () => (await nodeA.app.realtime.countSockets(user.id)) === 1);
    const closed = nextEvent<string>(socket, 'disconnect', 1000);
    await nodeA.call('POST', '/api/logout', { token: user.token });
    expect(await closed).toBe('io server disconnect');
  });
});
