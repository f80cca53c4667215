import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { hashToken } from '../src/identity/index.ts';
import { createTestApp, uniqueIp, type TestApp, type TestUser } from './helper.ts';
import { listen, nextEvent, socketPool, waitUntil } from './realtime-client.ts';

// /setting/account (docs/account.md "Decisions"): my sessions and my sign-ins.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

/** Signs the user in once more, from Firefox at `ip`: the new session's token. */
async function signInAgain(user: TestUser, ip = uniqueIp()) {
  const answer = await t.call('POST', '/api/login', {
    payload: { username: user.mail, password: user.password },
    ip,
    headers: { 'user-agent': FIREFOX },
  });
  return answer.body.content.token as string;
}
// The web adds the current merchants_id to every call's query; these calls ignore it.
const list = (token: string) =>
  t.call('GET', '/api/account/sessions', { token, query: { merchants_id: '7' } });
const revoke = (token: string, id: number, locale = 'en-US') =>
  t.call('DELETE', `/api/account/sessions/${id}`, { token, locale });
const userInfo = (token: string) => t.call('GET', '/api/userInfo', { token });

describe('GET /api/account/sessions', () => {
  it('lists my live sessions, newest first, with browser, IP and the current one marked', async () => {
    const user = await t.register();
    t.clock.advance(1000);
    const second = await signInAgain(user, '10.1.2.3');
    const answer = await list(second);
    expect(answer.body.code).toBe('0000');
    const listed = answer.body.content.sessions;
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({
      browser: 'Firefox 121 · Linux',
      ip: '10.1.2.3',
      current: true,
    });
    expect(listed[1].current).toBe(false);
    expect(
      (await list(user.token)).body.content.sessions.map((s: { current: boolean }) => s.current),
    ).toEqual([false, true]);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it("answers 1002 for another user's session and changes nothing", async () => {
    const user = await t.register();
    const other = await t.register();
    const [theirs] = (await list(other.token)).body.content.sessions;
    const answer = await revoke(user.token, theirs.id);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('1002');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, theirs.id));
    expect(row!.revokedAt).toBeNull();
    expect((await userInfo(other.token)).body.code).toBe('0000');
    expect((await revoke(user.token, 0)).body.code).toBe('1001');
  });

  it('ends the session at once: its token is refused and its sockets close', async () => {
    const user = await t.register();
    const other = await signInAgain(user);
    expect((await userInfo(other)).body.code).toBe('0000'); // now held by the identity cache
    const socket = await pool.open(url, other);
    await waitUntil(async () => (await t.app.realtime.countSockets(user.id)) === 1);
    const closed = nextEvent(socket, 'disconnect');
    const target = (await list(other)).body.content.sessions.find(
      (s: { current: boolean }) => s.current,
    );

    expect((await revoke(user.token, target.id)).body).toEqual({
      code: '0000',
      msg: 'success',
      content: null,
    });
    expect((await userInfo(other)).body.code).toBe('1007');
    await closed;
    expect((await userInfo(user.token)).body.code).toBe('0000');
    expect((await revoke(user.token, target.id)).body.code).toBe('1002');
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it('ends every other session and keeps this one', async () => {
    const user = await t.register();
    const second = await signInAgain(user);
    const third = await signInAgain(user);
    const answer = await t.call('POST', '/api/account/sessions/revoke-others', {
      token: third,
      query: { merchants_id: '7' },
    });
    expect(answer.body.content).toEqual({ revoked: 2 });
    expect((await userInfo(user.token)).body.code).toBe('1007');
    expect((await userInfo(second)).body.code).toBe('1007');
    expect((await userInfo(third)).body.code).toBe('0000');
    expect((await list(third)).body.content.sessions).toHaveLength(1);
  });
});

describe('last used', () => {
  it('follows the requests of each session, written at most once in five minutes', async () => {
    const user = await t.register();
    const other = await signInAgain(user);
    const usedAt = async (token: string) => {
      const rows = (await list(user.token)).body.content.sessions as {
        id: number;
        lastUsedAt: string;
      }[];
      const [row] = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return rows.find((entry) => entry.id === row!.id)!.lastUsedAt;
    };
    t.clock.advance(10 * 60_000);
    const at = t.clock.now().toISOString();
    await userInfo(other);
    await waitUntil(async () => (await usedAt(other)) === at);
    // A minute later the time is not written again; six minutes later it is.
    t.clock.advance(60_000);
    await userInfo(other);
    t.clock.advance(5 * 60_000);
    const later = t.clock.now().toISOString();
    await userInfo(other);
    await waitUntil(async () => (await usedAt(other)) === later);
  });
});

describe('GET /api/account/sign-ins', () => {
  it("lists my last 20 sign-ins by password or code, failures included, nobody else's", async () => {
    const user = await t.register();
    const other = await t.register();
    await t.signIn(other.mail, other.password);
    await t.signIn(user.mobile, 'Wrong1234', '10.9.9.9');
    t.clock.advance(1000);
    await t.signIn(` ${user.mail.toUpperCase()} `, user.password, '10.8.8.8');
    const answer = await t.call('GET', '/api/account/sign-ins', { token: user.token });
    expect(
      answer.body.content.signIns.map((s: { ip: string; succeeded: boolean }) => [
        s.ip,
        s.succeeded,
      ]),
    ).toEqual([
      ['10.8.8.8', true],
      ['10.9.9.9', false],
    ]);
    // A sign-in with a code sent to the mobile is listed too.
    t.clock.advance(61_000);
    await t.sendCode({ mobile: user.mobile }, 'login');
    const captcha = (await t.lastCode(user.mobile))!;
    const byCode = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: user.mobile, captcha },
      ip: '10.7.7.7',
    });
    expect(byCode.body.code).toBe('0000');
    const after = await t.call('GET', '/api/account/sign-ins', { token: user.token });
    expect(after.body.content.signIns[0]).toMatchObject({ ip: '10.7.7.7', succeeded: true });
    for (let i = 0; i < 22; i++) await t.signIn(user.mail, user.password);
    const many = await t.call('GET', '/api/account/sign-ins', { token: user.token });
    expect(many.body.content.signIns).toHaveLength(20);
  });
});
