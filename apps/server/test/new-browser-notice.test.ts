import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import {
  createTestApp,
  uniqueMail,
  uniqueMobile,
  VALID_PASSWORD,
  type Answer,
  type TestApp,
  type TestUser,
} from './helper.ts';

// docs/auth.md "New browsers": a browser is known by its device cookie; a sign-in from one the
// account has not used before sends a notice to the account's mail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const COOKIE = /^console_device=([\w-]{43}); Max-Age=34560000; Path=\/api; HttpOnly; SameSite=Lax$/;

/** The device id an answer set in its cookie, or undefined when it set none. */
const deviceSetBy = (answer: Answer) => {
  const header = answer.headers['set-cookie'];
  const cookie = [header ?? []].flat().find((value) => String(value).startsWith('console_device='));
  if (cookie === undefined) return undefined;
  expect(cookie).toMatch(COOKIE);
  return COOKIE.exec(String(cookie))![1];
};

type Account = Pick<TestUser, 'mail' | 'password'>;

/** A password sign-in from the browser holding `device` (none: a browser never seen). */
const signInFrom = (app: TestApp, user: Account, device?: string, ip = '10.20.30.40') =>
  app.call('POST', '/api/login', {
    payload: { username: user.mail, password: user.password },
    ip,
    locale: 'en-US',
    headers: { 'user-agent': CHROME, ...(device ? { cookie: `console_device=${device}` } : {}) },
  });

/** The notices the user's mail got, once every notice under way was sent. */
async function noticesTo(app: TestApp, user: Account) {
  await app.app.newBrowserNotices.settle();
  return (await app.outbox()).filter((entry) => entry.to === user.mail && entry.notice);
}

/** A registered user and the device hash their registration recorded. */
async function registered() {
  const user = await t.register();
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return { user, deviceHash: row!.deviceHash };
}

/** `YYYY-MM-DD HH:mm:ss` on Asia/Shanghai's clock (UTC+8, no daylight saving). */
const zoned = (at: Date) =>
  new Date(at.getTime() - (at.getTime() % 1000) + 8 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the device cookie', () => {
  it('is set when a session starts from a browser without one, and its SHA-256 stored', async () => {
    const { user, deviceHash } = await registered();
    expect(deviceHash).toMatch(/^[0-9a-f]{64}$/);
    const answer = await signInFrom(t, user);
    const device = deviceSetBy(answer)!;
    expect(device).toBeDefined();
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(answer.body.content.token)));
    expect(session!.deviceHash).toBe(sha256(device));
    // A browser that has one keeps it.
    expect(deviceSetBy(await signInFrom(t, user, device))).toBeUndefined();
  });

  it('is not set when no session starts (a wrong password), nor a malformed one trusted', async () => {
    const { user } = await registered();
    const wrong = await t.call('POST', '/api/login', {
      payload: { username: user.mail, password: 'Wrong1234' },
    });
    expect(wrong.body.code).toBe('1001');
    expect(deviceSetBy(wrong)).toBeUndefined();
    expect(deviceSetBy(await signInFrom(t, user, 'short'))).toMatch(/^[\w-]{43}$/);
  });
});

describe('the new-browser notice', () => {
  it('goes once to the mail for a browser the account has not used, never for a known one', async () => {
    const { user } = await registered();
    const first = await signInFrom(t, user, undefined, '10.20.30.40');
    expect(first.body.code).toBe('0000');
    const notices = await noticesTo(t, user);
    expect(notices).toEqual([
      {
        to: user.mail,
        notice: `Your account was signed in from a new browser at ${zoned(t.clock.now())} (Asia/Shanghai): Chrome 120 · Windows, IP 10.20.30.40. If this was not you, reset your password and sign out everywhere.`,
        at: t.clock.now().toISOString(),
      },
    ]);
    const device = deviceSetBy(first);
    await signInFrom(t, user, device);
    await signInFrom(t, user, device);
    expect(await noticesTo(t, user)).toHaveLength(1);
  });

  it('is not sent for the browser the account was registered in', async () => {
    const user = { mail: uniqueMail(), mobile: uniqueMobile(), password: VALID_PASSWORD };
    await t.sendCode({ mobile: user.mobile }, 'register');
    const joined = await t.call('POST', '/api/register', {
      payload: { ...user, captcha: await t.lastCode(user.mobile) },
    });
    expect(joined.body.code).toBe('0000');
    const device = deviceSetBy(joined);
    expect(device).toBeDefined();
    const answer = await signInFrom(t, user, device);
    expect(answer.body.code).toBe('0000');
    expect(deviceSetBy(answer)).toBeUndefined();
    expect(await noticesTo(t, user)).toEqual([]);
  });

  it('is worded in the language of the sign-in, for a code sign-in too', async () => {
    const { user } = await registered();
    t.clock.advance(61_000);
    await t.sendCode({ mobile: user.mobile }, 'login');
    const answer = await t.call('POST', '/api/login/captcha', {
      payload: { mobile: user.mobile, captcha: await t.lastCode(user.mobile) },
      ip: '10.5.5.5',
      locale: 'zh-CN',
      headers: { 'user-agent': CHROME },
    });
    expect(answer.body.code).toBe('0000');
    expect(deviceSetBy(answer)).toBeDefined();
    const [notice] = await noticesTo(t, user);
    expect(notice!.notice).toBe(
      `您的账号于 ${zoned(t.clock.now())} (Asia/Shanghai) 在新的浏览器上登录：Chrome 120 · Windows，IP 10.5.5.5。如非本人操作，请重置密码并下线所有设备。`,
    );
  });

  it('waits for the second factor: the step that starts the session notices and sets the cookie', async () => {
    const { user } = await registered();
    const setup = await t.call('POST', '/api/account/totp/setup', {
      token: user.token,
      payload: {},
    });
    const totp = new TOTP({ secret: Secret.fromBase32(setup.body.content.secret) });
    const code = () => totp.generate({ timestamp: t.clock.now().getTime() });
    await t.call('POST', '/api/account/totp/enable', {
      token: user.token,
      payload: { code: code() },
    });
    t.clock.advance(60_000);
    const first = await signInFrom(t, user);
    expect(first.body.content.secondFactor).toBeDefined();
    expect(deviceSetBy(first)).toBeUndefined();
    expect(await noticesTo(t, user)).toEqual([]);
    const second = await t.call('POST', '/api/login/second-factor', {
      payload: { ticket: first.body.content.secondFactor.ticket, code: code() },
      headers: { 'user-agent': CHROME },
    });
    expect(second.body.code).toBe('0000');
    expect(deviceSetBy(second)).toBeDefined();
    expect(await noticesTo(t, user)).toHaveLength(1);
  });

  it('is not sent for an account none of whose sessions recorded a browser', async () => {
    const { user } = await registered();
    // As every account was before browsers were recorded.
    await t.db.update(sessions).set({ deviceHash: null }).where(eq(sessions.userId, user.id));
    const known = deviceSetBy(await signInFrom(t, user));
    expect(await noticesTo(t, user)).toEqual([]);
    await signInFrom(t, user, known);
    await signInFrom(t, user);
    expect(await noticesTo(t, user)).toHaveLength(1);
  });
});

describe('a notice the transport fails to send', () => {
  let hook: Server;
  let behind: TestApp;
  const codes = new Map<string, string>();
  beforeAll(async () => {
    // Codes go through; notices are refused.
    hook = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const message = JSON.parse(Buffer.concat(chunks).toString());
      if (message.code) codes.set(message.to, message.code);
      response.writeHead(message.text ? 502 : 204).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as AddressInfo;
    behind = await createTestApp({
      env: {
        CODE_TRANSPORT: 'webhook',
        CODE_WEBHOOK_URL: `http://127.0.0.1:${port}/codes`,
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await behind.close();
    await new Promise((resolve) => hook.close(resolve));
  });

  it('is logged, and the sign-in stands; over https the cookie is Secure', async () => {
    const user = { mail: uniqueMail(), mobile: uniqueMobile(), password: VALID_PASSWORD };
    await behind.sendCode({ mobile: user.mobile }, 'register');
    const joined = await behind.call('POST', '/api/register', {
      payload: { ...user, captcha: codes.get(user.mobile) },
    });
    expect(joined.body.code).toBe('0000');
    const answer = await behind.call('POST', '/api/login', {
      payload: { username: user.mail, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.body.code).toBe('0000');
    expect(String(answer.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/);
    await behind.app.newBrowserNotices.settle();
    expect(behind.logs).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'new browser notice not sent' }),
    );
    const info = await behind.call('GET', '/api/userInfo', { token: answer.body.content.token });
    expect(info.body.code).toBe('0000');
  });
});
