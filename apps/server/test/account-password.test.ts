import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT } from '@console/contract/constants';
import { users } from '../src/db/schema.ts';
import { createTestApp, uniqueIp, type TestApp, type TestUser } from './helper.ts';
import { listen, nextEvent, socketPool, waitUntil } from './realtime-client.ts';

// /setting/account (docs/account.md "Decisions"): change my password with the current one.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterEach(pool.closeAll);
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed456';

const change = (token: string, payload: unknown, locale = 'en-US', ip = uniqueIp()) =>
  t.call('PUT', '/api/account/password', { token, payload, locale, ip });
const userInfo = (token: string) => t.call('GET', '/api/userInfo', { token });
const hashOf = async (user: TestUser) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.passwordHash;

async function signInAgain(user: TestUser, password = user.password) {
  const answer = await t.signIn(user.mail, password);
  return answer.body.content?.token as string | undefined;
}

describe('PUT /api/account/password', () => {
  it('refuses a wrong current password on the field `current`, in my language, and changes nothing', async () => {
    const user = await t.register();
    const before = await hashOf(user);
    const english = await change(user.token, { current: 'Wrong1234', password: NEW_PASSWORD });
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      code: '1001',
      msg: 'The current password is wrong',
      content: { fields: { current: 'The current password is wrong' } },
    });
    const chinese = await change(
      user.token,
      { current: 'Wrong1234', password: NEW_PASSWORD },
      'zh-CN',
    );
    expect(chinese.body.content.fields.current).toBe('当前密码不正确');
    expect(await hashOf(user)).toBe(before);
    expect(await signInAgain(user)).toBeTruthy();
    expect(await signInAgain(user, NEW_PASSWORD)).toBeUndefined();
  });

  it('refuses a new password outside the registration rule, and a missing current one', async () => {
    const user = await t.register();
    const weak = await change(user.token, { current: user.password, password: 'short' });
    expect(weak.body.code).toBe('1001');
    expect(weak.body.content.fields.password).toBe(
      'The password must be 8–64 characters with both letters and digits!',
    );
    const missing = await change(user.token, { password: NEW_PASSWORD }, 'zh-CN');
    expect(missing.body.content.fields.current).toBe('请输入当前密码！');
    expect((await change(user.token, null)).body.code).toBe('1001');
  });

  it('counts wrong current passwords toward the login limit: the next guess answers 1005', async () => {
    const user = await t.register();
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i++) {
      const answer = await change(
        user.token,
        { current: `Wrong${i}123`, password: NEW_PASSWORD },
        'en-US',
        ip,
      );
      expect(answer.body.code).toBe('1001');
    }
    const locked = await change(user.token, { current: user.password, password: NEW_PASSWORD });
    expect(locked.body.code).toBe('1005');
    expect(await signInAgain(user, NEW_PASSWORD)).toBeUndefined();
    // The failures are sign-in failures of my mail, listed in "recent sign-ins".
    const signIns = await t.call('GET', '/api/account/sign-ins', { token: user.token });
    expect(
      signIns.body.content.signIns.filter((s: { succeeded: boolean }) => !s.succeeded),
    ).toHaveLength(LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });

  it('changes the hash, ends my other sessions at once and closes their sockets; this one stays', async () => {
    const user = await t.register();
    const other = (await signInAgain(user))!;
    expect((await userInfo(other)).body.code).toBe('0000'); // now held by the identity cache
    const socket = await pool.open(url, other);
    await waitUntil(async () => (await t.app.realtime.countSockets(user.id)) === 1);
    const closed = nextEvent(socket, 'disconnect');
    const before = await hashOf(user);

    const answer = await change(user.token, { current: user.password, password: NEW_PASSWORD });
    expect(answer.body).toEqual({ code: '0000', msg: 'success', content: { revoked: 1 } });
    expect(await hashOf(user)).not.toBe(before);
    expect((await userInfo(other)).body.code).toBe('1007');
    await closed;
    expect((await userInfo(user.token)).body.code).toBe('0000');
    expect(await signInAgain(user)).toBeUndefined();
    expect(await signInAgain(user, NEW_PASSWORD)).toBeTruthy();
  });

  it('needs a session', async () => {
    const answer = await t.call('PUT', '/api/account/password', {
      payload: { current: 'Secret123', password: NEW_PASSWORD },
    });
    expect(answer.body.code).toBe('1007');
  });
});
