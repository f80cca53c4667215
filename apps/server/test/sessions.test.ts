import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { createTestApp, uniqueMobile, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_EXPIRED = { code: '1007', msg: 'Login expired, please log in again', content: null };
const userInfo = (token: string) => t.call('GET', '/api/userInfo', { token, locale: 'en-US' });

describe('sessions', () => {
  it('accepts the token bare or as Bearer', async () => {
    const user = await t.register();
    expect((await userInfo(user.token)).body.code).toBe('0000');
    expect((await userInfo(`Bearer ${user.token}`)).body.code).toBe('0000');
  });

  it('expires a session one day after it began', async () => {
    const user = await t.register();
    t.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect((await userInfo(user.token)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await userInfo(user.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(LOGIN_EXPIRED);
  });

  it('revokes only the current session on logout', async () => {
    const user = await t.register();
    const other = (await t.signIn(user.mail, user.password)).body.content.token;
    const answer = await t.call('POST', '/api/logout', { token: user.token, locale: 'en-US' });
    expect(answer.body).toEqual({ code: '0000', msg: 'success', content: null });
    expect((await userInfo(user.token)).body).toEqual(LOGIN_EXPIRED);
    expect((await userInfo(other)).body.code).toBe('0000');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);
    expect((await t.call('POST', '/api/logout', { token: user.token })).body.code).toBe('1007');
  });

  it('ends a session when its user is disabled', async () => {
    const user = await t.register();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await userInfo(user.token)).body).toEqual(LOGIN_EXPIRED);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password with a reset code and revokes every session', async () => {
    const user = await t.register();
    const second = (await t.signIn(user.mobile, user.password)).body.content.token;
    t.clock.advance(60_000);
    await t.sendCode({ mail: user.mail }, 'reset');
    const captcha = (await t.lastCode(user.mail))!;
    const answer = await t.call('POST', '/api/password/reset', {
      payload: { mail: user.mail, captcha, password: 'NewSecret456' },
    });
    expect(answer.body).toEqual({ code: '0000', msg: '成功', content: null });
    for (const token of [user.token, second]) {
      expect((await userInfo(token)).body).toEqual(LOGIN_EXPIRED);
    }
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await t.signIn(user.mail, user.password)).body.code).toBe('1001');
    expect((await t.signIn(user.mail, 'NewSecret456')).body.code).toBe('0000');
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const user = await t.register();
    t.clock.advance(60_000);
    await t.sendCode({ mobile: user.mobile }, 'reset');
    const code = (await t.lastCode(user.mobile))!;
    const answer = await t.call('POST', '/api/password/reset', {
      payload: {
        mobile: user.mobile,
        captcha: code === '123456' ? '654321' : '123456',
        password: 'NewSecret456',
      },
    });
    expect(answer.body.content.fields).toHaveProperty('captcha');
    expect((await userInfo(user.token)).body.code).toBe('0000');
    expect((await t.signIn(user.mobile, user.password)).body.code).toBe('0000');
  });

  it('refuses a mobile that never received a code', async () => {
    const answer = await t.call('POST', '/api/password/reset', {
      payload: { mobile: uniqueMobile(), captcha: '123456', password: 'NewSecret456' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('1001');
  });
});
