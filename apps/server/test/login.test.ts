import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../src/db/schema.ts';
import { createTestApp, uniqueIp, uniqueMail, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.register();
});
afterAll(() => t.close());

const WRONG = { code: '1001', msg: 'user name or password wrong', content: null };
const signIn = (username: string, password: string, ip = uniqueIp()) =>
  t.call('POST', '/api/login', { payload: { username, password }, ip, locale: 'en-US' });

describe('POST /api/login', () => {
  it('signs in by mail (any case) or by mobile and stores a new session', async () => {
    for (const username of [user.mail.toUpperCase(), user.mobile]) {
      const answer = await signIn(username, user.password);
      expect(answer.status).toBe(200);
      expect(answer.body.content).toMatchObject({ uuid: user.uuid, info: { mobile: user.mobile } });
      expect(answer.body.content.token).not.toBe(user.token);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(3);
  });

  it('answers the same message for a wrong password and an unknown account', async () => {
    const wrongPassword = await signIn(user.mail, 'Wrong1234');
    const unknown = await signIn(uniqueMail(), 'Wrong1234');
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual(WRONG);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(WRONG);
  });

  it('locks an account after 5 failures in 15 minutes, for any IP, then lets it in again', async () => {
    const victim = await t.register();
    for (let i = 0; i < 5; i++)
      expect((await signIn(victim.mobile, 'Wrong1234')).body).toEqual(WRONG);
    const locked = await signIn(victim.mobile, victim.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: '1005',
      msg: 'Too many attempts, please try again in 15 minutes',
      content: null,
    });
    const stored = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, victim.mobile));
    expect(stored.map((row) => row.succeeded)).toEqual([false, false, false, false, false]);
    t.clock.advance(15 * 60 * 1000);
    expect((await signIn(victim.mobile, victim.password)).status).toBe(200);
  });

  it('locks an unknown account exactly like a real one (no enumeration)', async () => {
    const ghost = uniqueMail();
    for (let i = 0; i < 5; i++) expect((await signIn(ghost, 'Wrong1234')).body).toEqual(WRONG);
    const locked = await signIn(ghost, 'Wrong1234');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('1005');
  });

  it('clears the account count on success', async () => {
    const someone = await t.register();
    for (let i = 0; i < 4; i++) await signIn(someone.mail, 'Wrong1234');
    expect((await signIn(someone.mail, someone.password)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn(someone.mail, 'Wrong1234')).body).toEqual(WRONG);
    expect((await signIn(someone.mail, someone.password)).status).toBe(200);
  });

  it('locks an IP after 30 failures in 15 minutes, whatever the accounts', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) {
      expect((await signIn(uniqueMail(), 'Wrong1234', ip)).body).toEqual(WRONG);
    }
    const locked = await signIn(user.mail, user.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('1005');
    expect((await signIn(user.mail, user.password)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await signIn(user.mail, user.password, ip)).status).toBe(200);
  });

  it('tells a disabled account only after the right password', async () => {
    const disabled = await t.register();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id));
    expect((await signIn(disabled.mobile, 'Wrong1234')).body).toEqual(WRONG);
    const answer = await signIn(disabled.mobile, disabled.password);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: '1003',
      msg: 'This account is disabled, please contact the administrator',
      content: null,
    });
    const signedIn = await t.call('GET', '/api/userInfo', { token: disabled.token });
    expect(signedIn.body.code).toBe('1007');
  });
});

describe('POST /api/login/captcha', () => {
  it('signs in with a login code sent to the mobile, once', async () => {
    t.clock.advance(60_000);
    await t.sendCode({ mobile: user.mobile }, 'login');
    const captcha = (await t.lastCode(user.mobile))!;
    const answer = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: user.mobile, captcha },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.content.uuid).toBe(user.uuid);
    const me = await t.call('GET', '/api/userInfo', { token: answer.body.content.token });
    expect(me.body.content.mail).toBe(user.mail);
    const again = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: user.mobile, captcha },
    });
    expect(again.body.code).toBe('1001');
  });
});
