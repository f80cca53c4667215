import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_PER_IP_PER_HOUR } from '@console/contract/constants';
import { captchas } from '../src/db/schema.ts';
import {
  createTestApp,
  uniqueIp,
  uniqueMail,
  uniqueMobile,
  VALID_PASSWORD,
  type TestApp,
} from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFor = (target: string) =>
  t.db.select().from(captchas).where(eq(captchas.target, target));

describe('POST /api/captcha', () => {
  it('writes a 6-digit code to the outbox, stores only its hash and never answers it', async () => {
    const mobile = uniqueMobile();
    const answer = await t.sendCode({ mobile }, 'register');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: '0000', msg: '成功', content: { resendAfter: 60 } });
    const code = await t.lastCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(answer.body)).not.toContain(code);
    const [row] = await storedFor(mobile);
    expect(row).toMatchObject({
      channel: 'mobile',
      purpose: 'register',
      attempts: 0,
      consumedAt: null,
    });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60 * 1000);
  });

  it('writes exactly one JSON line per code and keeps the code out of the log', async () => {
    const mail = uniqueMail();
    await t.sendCode({ mail }, 'register');
    const entries = (await t.outbox()).filter((entry) => entry.to === mail);
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!).sort()).toEqual(['at', 'code', 'purpose', 'to']);
    expect(entries[0]).toMatchObject({ purpose: 'register', at: t.clock.now().toISOString() });
    const logged = t.logs.filter((line) => JSON.stringify(line).includes(mail));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(entries[0]!.code);
  });

  it('refuses a second code to the same target within 60 s, with the seconds left', async () => {
    const mobile = uniqueMobile();
    expect((await t.sendCode({ mobile }, 'register')).status).toBe(200);
    t.clock.advance(45_000);
    const early = await t.call('POST', '/api/captcha', {
      payload: { mobile, purpose: 'login' },
      ip: uniqueIp(),
      locale: 'en-US',
    });
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('15');
    expect(early.body).toEqual({
      code: '1005',
      msg: 'Please wait 15 seconds before requesting another code',
      content: null,
    });
    expect(await storedFor(mobile)).toHaveLength(1);
    t.clock.advance(15_000);
    expect((await t.sendCode({ mobile }, 'register')).status).toBe(200);
    expect(await storedFor(mobile)).toHaveLength(2);
  });

  it('allows at most 10 codes per hour from one IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CAPTCHA_PER_IP_PER_HOUR; i++) {
      expect((await t.sendCode({ mobile: uniqueMobile() }, 'register', ip)).status).toBe(200);
    }
    const mobile = uniqueMobile();
    const refused = await t.call('POST', '/api/captcha', {
      payload: { mobile, purpose: 'register' },
      ip,
      locale: 'zh-CN',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: '1005', msg: '获取验证码过于频繁，请稍后再试' });
    expect(await storedFor(mobile)).toHaveLength(0);
    expect(await t.lastCode(mobile)).toBeUndefined();
    expect((await t.sendCode({ mobile }, 'register', uniqueIp())).status).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    expect((await t.sendCode({ mobile: uniqueMobile() }, 'register', ip)).status).toBe(200);
  });

  it('answers success for a login or reset code to an unknown target but sends nothing', async () => {
    for (const purpose of ['login', 'reset']) {
      const mobile = uniqueMobile();
      const answer = await t.sendCode({ mobile }, purpose);
      expect(answer.status).toBe(200);
      expect(answer.body.content).toEqual({ resendAfter: 60 });
      expect(await t.lastCode(mobile)).toBeUndefined();
    }
  });

  it('delivers a login code to a known mobile and a reset code to a known mail', async () => {
    const user = await t.register();
    t.clock.advance(60_000);
    expect((await t.sendCode({ mobile: user.mobile }, 'login')).status).toBe(200);
    expect((await t.outbox()).filter((e) => e.to === user.mobile).at(-1)?.purpose).toBe('login');
    expect((await t.sendCode({ mail: user.mail.toUpperCase() }, 'reset')).status).toBe(200);
    expect((await t.outbox()).filter((e) => e.to === user.mail).at(-1)?.purpose).toBe('reset');
  });
});

describe('using a code', () => {
  const registerWith = (mobile: string, captcha: string) =>
    t.call('POST', '/api/register', {
      payload: { mail: uniqueMail(), password: VALID_PASSWORD, mobile, captcha },
      locale: 'en-US',
    });

  it('accepts a code once: a second use is refused', async () => {
    const mobile = uniqueMobile();
    await t.sendCode({ mobile }, 'register');
    const code = (await t.lastCode(mobile))!;
    expect((await registerWith(mobile, code)).status).toBe(200);
    const [row] = await storedFor(mobile);
    expect(row!.consumedAt).toEqual(t.clock.now());
    const again = await t.call('POST', '/api/login/captcha', {
      payload: { mobile, captcha: code },
      locale: 'en-US',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: '1001',
      msg: 'The captcha is wrong or has expired',
      content: { fields: { captcha: 'The captcha is wrong or has expired' } },
    });
  });

  it('burns a code after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniqueMobile();
    await t.sendCode({ mobile }, 'register');
    const code = (await t.lastCode(mobile))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await registerWith(mobile, wrong)).body.content.fields.captcha).toBeDefined();
    }
    const [row] = await storedFor(mobile);
    expect(row!.attempts).toBe(5);
    const right = await registerWith(mobile, code);
    expect(right.status).toBe(400);
    expect(right.body.content.fields).toEqual({ captcha: 'The captcha is wrong or has expired' });
  });

  it('expires a code after 5 minutes', async () => {
    const mobile = uniqueMobile();
    await t.sendCode({ mobile }, 'register');
    const code = (await t.lastCode(mobile))!;
    t.clock.advance(5 * 60 * 1000);
    expect((await registerWith(mobile, code)).body.code).toBe('1001');
    const [row] = await storedFor(mobile);
    expect(row).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it('accepts a code just before it expires', async () => {
    const mobile = uniqueMobile();
    await t.sendCode({ mobile }, 'register');
    t.clock.advance(5 * 60 * 1000 - 1000);
    expect((await registerWith(mobile, (await t.lastCode(mobile))!)).status).toBe(200);
  });

  it('only accepts the latest code sent to a target, for its own purpose', async () => {
    const user = await t.register();
    t.clock.advance(60_000);
    await t.sendCode({ mobile: user.mobile }, 'reset');
    const resetCode = (await t.lastCode(user.mobile))!;
    const asLogin = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: user.mobile, captcha: resetCode },
    });
    expect(asLogin.body.code).toBe('1001');
    const rows = await t.db
      .select()
      .from(captchas)
      .where(and(eq(captchas.target, user.mobile), eq(captchas.purpose, 'reset')));
    expect(rows[0]!.consumedAt).toBeNull();
  });
});
