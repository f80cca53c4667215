import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/identity/index.ts';
import { createTestApp, uniqueMail, uniqueMobile, VALID_PASSWORD, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function codeFor(mobile: string) {
  await t.sendCode({ mobile }, 'register');
  return (await t.lastCode(mobile))!;
}

describe('POST /api/register', () => {
  it('creates a user with a hashed password and a session, answering uuid, token and info', async () => {
    const mobile = uniqueMobile();
    const mail = `Ada.Lovelace${Date.now()}@Test.Example`;
    const answer = await t.call('POST', '/api/register', {
      payload: { mail, password: VALID_PASSWORD, mobile, captcha: await codeFor(mobile) },
      headers: { 'user-agent': 'vitest-agent' },
      ip: '10.9.8.7',
    });
    expect(answer.status).toBe(200);
    const { uuid, token, info } = answer.body.content;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(info).toEqual({
      nickname: mail.split('@')[0]!.toLowerCase(),
      faceUrl: '',
      mail: mail.toLowerCase(),
      mobile,
      merchants: [],
      access: ['user'],
      secondFactorRequiredBy: [],
    });
    const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ uuid, mail: mail.toLowerCase(), role: 'user', status: 'active' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(answer.body)).not.toContain(user!.passwordHash);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session).toMatchObject({
      tokenHash: hashToken(token),
      ip: '10.9.8.7',
      userAgent: 'vitest-agent',
      revokedAt: null,
    });
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
    const me = await t.call('GET', '/api/userInfo', { token });
    expect(me.body).toMatchObject({ code: '0000', content: info });
  });

  it('says nothing about taken addresses to a wrong code (docs/auth.md "Registration and account existence")', async () => {
    const existing = await t.register();
    const mobile = uniqueMobile();
    await codeFor(mobile);
    const attempt = (mail: string, to: string) =>
      t.call('POST', '/api/register', {
        payload: { mail, password: VALID_PASSWORD, mobile: to, captcha: '000000' },
        locale: 'en-US',
      });
    const fresh = await attempt(uniqueMail(), mobile);
    const wrongCode = {
      code: '1001',
      msg: 'The captcha is wrong or has expired',
      content: { fields: { captcha: 'The captcha is wrong or has expired' } },
    };
    expect(fresh.body).toEqual(wrongCode);
    expect((await attempt(existing.mail, mobile)).body).toEqual(fresh.body);
    // A taken mobile with no code of its own answers like a fresh one without a code.
    expect((await attempt(uniqueMail(), existing.mobile)).body).toEqual(fresh.body);
    expect((await attempt(uniqueMail(), uniqueMobile())).body).toEqual(fresh.body);
  });

  it('names a taken mail or mobile only to a right code, which that answer burns', async () => {
    const existing = await t.register();
    const mobile = uniqueMobile();
    const captcha = await codeFor(mobile);
    const takenMail = await t.call('POST', '/api/register', {
      payload: { mail: existing.mail, password: VALID_PASSWORD, mobile, captcha },
      locale: 'en-US',
    });
    expect(takenMail.status).toBe(400);
    const mailMessage = 'This email is already registered: sign in or reset your password';
    expect(takenMail.body).toEqual({
      code: '1001',
      msg: mailMessage,
      content: { fields: { mail: mailMessage } },
    });
    // The same code cannot try another mail: one answer about accounts per code.
    const again = await t.call('POST', '/api/register', {
      payload: { mail: uniqueMail(), password: VALID_PASSWORD, mobile, captcha },
      locale: 'en-US',
    });
    expect(again.body.content.fields).toEqual({ captcha: 'The captcha is wrong or has expired' });
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);

    t.clock.advance(61_000); // the mobile had a code at its own registration: DESIGN §3 60 s
    const ownCode = await codeFor(existing.mobile);
    const takenMobile = await t.call('POST', '/api/register', {
      payload: {
        mail: uniqueMail(),
        password: VALID_PASSWORD,
        mobile: existing.mobile,
        captcha: ownCode,
      },
      locale: 'zh-CN',
    });
    expect(takenMobile.body).toEqual({
      code: '1001',
      msg: '该手机号已注册，请直接登录或重置密码',
      content: { fields: { mobile: '该手机号已注册，请直接登录或重置密码' } },
    });
  });

  it('refuses a code that was sent to another mobile', async () => {
    const mobile = uniqueMobile();
    const captcha = await codeFor(uniqueMobile());
    const answer = await t.call('POST', '/api/register', {
      payload: { mail: uniqueMail(), password: VALID_PASSWORD, mobile, captcha },
    });
    expect(answer.body.code).toBe('1001');
    expect(answer.body.content.fields).toHaveProperty('captcha');
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0);
  });

  it('refuses a weak password with our rule’s message (docs/product.md §5), in the request locale', async () => {
    const mobile = uniqueMobile();
    const answer = await t.call('POST', '/api/register', {
      payload: { mail: uniqueMail(), password: 'lettersonly', mobile, captcha: '123456' },
      locale: 'en-US',
    });
    expect(answer.body).toEqual({
      code: '1001',
      msg: 'The password must be 8–64 characters with both letters and digits!',
      content: {
        fields: { password: 'The password must be 8–64 characters with both letters and digits!' },
      },
    });
  });
});
