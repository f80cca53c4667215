import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { listen, nextEvent, sharedRedisEnv, socketPool, waitUntil } from './realtime-client.ts';

// docs/auth.md "Sign-ins": the owner signs a member out everywhere, through the member door.
let t: TestApp;
let owner: TestUser;
let shop: { id: number };
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register();
  shop = await t.createMerchant(owner.id);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const signOut = (token: string, userId: number, app: TestApp = t) =>
  app.call('POST', `/api/merchant/members/${userId}/sign-out`, {
    token,
    payload: { merchants_id: shop.id },
    locale: 'en-US',
  });

/** A sub-account signed in twice: the registration's session and a password sign-in. */
async function signedInTwice(permissions: Parameters<TestApp['addMember']>[2] = {}) {
  const member = await t.register();
  await t.addMember(shop.id, member.id, permissions);
  const again = await t.signIn(member.mail, member.password);
  return { member, tokens: [member.token, again.body.content.token as string] };
}

const userInfo = (token: string, app: TestApp = t) =>
  app.call('GET', '/api/userInfo', { token, locale: 'en-US' });
const liveSessionsOf = async (user: TestUser) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter(
    (row) => row.revokedAt === null,
  );
const sentFor = (user: TestUser) =>
  t.deliveries.flat().filter((event) => 'userId' in event && event.userId === user.id);

describe('POST /api/merchant/members/{userId}/sign-out', () => {
  it('ends every live session of the member at once and answers how many', async () => {
    const { member, tokens } = await signedInTwice();
    for (const token of tokens) expect((await userInfo(token)).body.code).toBe('0000');
    const answer = await signOut(owner.token, member.id);
    expect(answer.body).toEqual({ code: '0000', msg: 'success', content: { ended: 2 } });
    for (const token of tokens) {
      const after = await userInfo(token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('1007');
    }
    expect(await liveSessionsOf(member)).toEqual([]);
    expect((await userInfo(owner.token)).body.code).toBe('0000');
    expect(sentFor(member)).toEqual([{ to: 'disconnect-user', userId: member.id }]);
  });

  it('records the sign-out in the merchant’s trail, by the owner, once', async () => {
    const { member } = await signedInTwice();
    const answer = await signOut(owner.token, member.id);
    const entries = await t.trailOf(shop.id, { type: 'member', id: member.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'signOut',
      actorType: 'member',
      actorId: owner.id,
      objectId: member.id,
      before: { sessions: 2 },
      after: { sessions: 0 },
      requestId: answer.headers['x-request-id'],
    });
    // Nothing live any more: nothing ends, nothing is recorded or sent.
    const again = await signOut(owner.token, member.id);
    expect(again.body.content).toEqual({ ended: 0 });
    expect(await t.trailOf(shop.id, { type: 'member', id: member.id })).toHaveLength(1);
    expect(sentFor(member)).toHaveLength(1);
  });

  it('leaves every session as it was when the write fails before commit', async () => {
    const { member, tokens } = await signedInTwice();
    t.failNextWrite();
    expect((await signOut(owner.token, member.id)).status).toBe(500);
    expect(await liveSessionsOf(member)).toHaveLength(2);
    for (const token of tokens) expect((await userInfo(token)).body.code).toBe('0000');
    expect(sentFor(member)).toEqual([]);
  });

  it('is the owner’s alone: a member holding member:manage gets 1003', async () => {
    const { member: manager } = await signedInTwice({ permissions: ['member:manage'] });
    const { member, tokens } = await signedInTwice();
    const answer = await signOut(manager.token, member.id);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('Only the owner of the merchant can do this');
    for (const token of tokens) expect((await userInfo(token)).body.code).toBe('0000');
  });

  it('refuses the owner signing themself out (1003): that is "sign out all other devices"', async () => {
    const answer = await signOut(owner.token, owner.id);
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe(
      "To sign yourself out on your other devices, use 'Sign out all other devices' in your account settings",
    );
    expect((await userInfo(owner.token)).body.code).toBe('0000');
  });

  it('answers 1002 for a user who is not a member here, and ends nothing', async () => {
    const stranger = await t.register();
    const answer = await signOut(owner.token, stranger.id);
    expect(answer.body.code).toBe('1002');
    expect((await userInfo(stranger.token)).body.code).toBe('0000');
  });
});

// docs/realtime.md "Several nodes": the member's sockets close on every node; skipped only when
// REDIS_URL is unset.
describe.skipIf(!process.env.REDIS_URL)(
  'sign out everywhere across two nodes sharing Redis',
  () => {
    let nodeA: TestApp;
    let nodeB: TestApp;
    let urlA: string;
    let urlB: string;
    beforeAll(async () => {
      const env = sharedRedisEnv();
      nodeA = await createTestApp({ env, shareDatabaseOf: t });
      nodeB = await createTestApp({ env, shareDatabaseOf: t });
      urlA = await listen(nodeA);
      urlB = await listen(nodeB);
    });
    afterAll(async () => {
      await nodeA?.close();
      await nodeB?.close();
    });

    it('closes the member’s sockets on both nodes when the owner signs them out through node A', async () => {
      const { member, tokens } = await signedInTwice();
      const onA = await pool.open(urlA, tokens[0]!);
      const onB = await pool.open(urlB, tokens[1]!);
      await waitUntil(async () => (await nodeA.app.realtime.countSockets(member.id)) === 2);
      const closed = [onA, onB].map((socket) => nextEvent<string>(socket, 'disconnect', 2000));
      const answer = await signOut(owner.token, member.id, nodeA);
      expect(answer.body.content).toEqual({ ended: 2 });
      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
      // Node B has not cached the sessions as live (or forgets them within the identity TTL).
      await waitUntil(async () => (await userInfo(tokens[1]!, nodeB)).body.code === '1007');
    });
  },
);
