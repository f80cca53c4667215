import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, recoveryCodes, sessions, users } from '../src/db/schema.ts';
import { createTestApp, uniqueIp, type TestApp, type TestUser } from './helper.ts';
import { totpCode, turnOnTotp } from './second-factor-fixtures.ts';

// docs/auth.md "Second factor": the authenticator app and its recovery codes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: unknown, ip?: string) =>
  t.call('POST', url, { token, payload, locale: 'en-US', ip });
const stored = async (user: TestUser) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!;
const secondStep = (ticket: string, code: string, ip?: string) =>
  post('/api/login/second-factor', undefined, { ticket, code }, ip);
const ticketOf = async (user: TestUser, ip?: string) => {
  const first = await t.signIn(user.mail, user.password, ip);
  expect(first.body.content).toEqual({
    secondFactor: { ticket: expect.any(String), methods: ['totp', 'recovery'] },
  });
  return first.body.content.secondFactor.ticket as string;
};
const wrongCodeOf = (secret: string, at: Date) => {
  const near = [-30_000, 0, 30_000].map((ms) => totpCode(secret, new Date(at.getTime() + ms)));
  let code = '000000';
  while (near.includes(code)) code = String(Number(code) + 1).padStart(6, '0');
  return code;
};

describe('turning the authenticator app on', () => {
  it('shows a secret and its otpauth address, turns on with the first code, answers 10 codes', async () => {
    const user = await t.register();
    const setup = await post('/api/account/totp/setup', user.token, {});
    const { secret, uri } = setup.body.content;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Merchant%20Console:${encodeURIComponent(user.mail)}?issuer=Merchant%20Console&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on until its first code: password sign-in still gives a session.
    expect((await stored(user)).secondFactor).toBe(false);
    expect((await t.signIn(user.mail, user.password)).body.content.token).toEqual(
      expect.any(String),
    );

    const wrong = await post('/api/account/totp/enable', user.token, {
      code: wrongCodeOf(secret, t.clock.now()),
    });
    expect(wrong.body).toMatchObject({
      code: '1001',
      content: { fields: { code: 'The code is wrong or has already been used' } },
    });
    const enabled = await post('/api/account/totp/enable', user.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(enabled.body.code).toBe('0000');
    const codes: string[] = enabled.body.content.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const row = await stored(user);
    expect(row).toMatchObject({ secondFactor: true, totpSecret: secret, totpPendingSecret: null });
    // Only hashes are kept.
    const kept = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(kept).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(kept)).not.toContain(code.replace('-', ''));

    const status = await t.call('GET', '/api/account/second-factor', { token: user.token });
    expect(status.body.content).toEqual({
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
      requiredBy: [],
    });
    expect((await post('/api/account/totp/setup', user.token, {})).body.code).toBe('1004');
  });

  it('refuses to turn on without a set-up, or with a malformed code', async () => {
    const user = await t.register();
    const none = await post('/api/account/totp/enable', user.token, { code: '123456' });
    expect(none.body).toMatchObject({
      code: '1001',
      msg: expect.stringContaining('Start the set-up'),
    });
    await post('/api/account/totp/setup', user.token, {});
    for (const code of ['12345', 'abcdef', '', '1234567']) {
      const answer = await post('/api/account/totp/enable', user.token, { code });
      expect(answer.body.code).toBe('1001');
      expect(answer.body.content.fields.code).toEqual(expect.any(String));
    }
    expect((await stored(user)).secondFactor).toBe(false);
  });
});

describe('signing in with the second factor', () => {
  it('asks for it after the password; a code of this, the previous or the next window signs in', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    // Past the window whose code turned the app on (a code is used once).
    t.clock.advance(60_000);
    for (const shift of [-30_000, 0, 30_000]) {
      const ticket = await ticketOf(user);
      const code = totpCode(secret, new Date(t.clock.now().getTime() + shift));
      const answer = await secondStep(ticket, code);
      expect(answer.body.code).toBe('0000');
      expect(answer.body.content).toMatchObject({ uuid: user.uuid, token: expect.any(String) });
      // Each code is used once: the clock moves two windows on for the next one.
      t.clock.advance(90_000);
    }
    const latest = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id);
    expect(latest.at(-1)).toMatchObject({ method: 'password', secondFactor: 'totp' });
  });

  it('refuses a code two windows away, a used code and a used ticket', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    const ticket = await ticketOf(user);
    const far = totpCode(secret, new Date(t.clock.now().getTime() - 60_000));
    const current = totpCode(secret, t.clock.now());
    if (far !== current) {
      expect((await secondStep(ticket, far)).body.content.fields.code).toBe(
        'The code is wrong or has already been used',
      );
    }
    expect((await secondStep(ticket, current)).body.code).toBe('0000');
    // The same ticket again, and the same code with a new ticket.
    expect((await secondStep(ticket, current)).body).toMatchObject({
      code: '1001',
      msg: 'This sign-in has expired, please sign in again',
    });
    expect((await secondStep(await ticketOf(user), current)).body.code).toBe('1001');
  });

  it('counts wrong codes toward the sign-in throttle: 5 lock the account for 15 minutes', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    for (let i = 0; i < 5; i++) {
      // A new password step each time does not reset the count.
      const ticket = await ticketOf(user, uniqueIp());
      const answer = await secondStep(ticket, wrongCodeOf(secret, t.clock.now()), uniqueIp());
      expect(answer.body.code).toBe('1001');
    }
    const locked = await t.signIn(user.mail, user.password);
    expect(locked.body).toMatchObject({ code: '1005' });
    const attempts = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.username, user.mail));
    expect(attempts.filter((row) => !row.succeeded)).toHaveLength(5);
    t.clock.advance(15 * 60 * 1000);
    const ticket = await ticketOf(user);
    expect((await secondStep(ticket, totpCode(secret, t.clock.now()))).body.code).toBe('0000');
  });

  it('wears a ticket out after 5 wrong codes', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    const ticket = await ticketOf(user);
    for (let i = 0; i < 5; i++) await secondStep(ticket, wrongCodeOf(secret, t.clock.now()));
    t.clock.advance(15 * 60 * 1000);
    const answer = await secondStep(ticket, totpCode(secret, t.clock.now()));
    expect(answer.body.msg).toBe('This sign-in has expired, please sign in again');
  });

  it('expires a ticket after 5 minutes', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    const ticket = await ticketOf(user);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await secondStep(ticket, totpCode(secret, t.clock.now()))).body.code).toBe('1001');
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const user = await t.register();
    const { recoveryCodes: codes } = await turnOnTotp(t, user);
    const typed = [codes[0]!, codes[1]!.toUpperCase(), codes[2]!.replace('-', '')];
    for (const code of typed) {
      const answer = await secondStep(await ticketOf(user), code);
      expect(answer.body.code).toBe('0000');
    }
    for (const code of codes.slice(0, 3)) {
      expect((await secondStep(await ticketOf(user), code)).body.code).toBe('1001');
    }
    const status = await t.call('GET', '/api/account/second-factor', { token: user.token });
    expect(status.body.content.recoveryCodesLeft).toBe(7);
    const last = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id);
    expect(last.at(-1)).toMatchObject({ secondFactor: 'recovery' });
  });

  it('asks for it after a sign-in code too', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    t.clock.advance(60_000); // a code a minute to one mobile
    expect((await t.sendCode({ mobile: user.mobile }, 'login')).body.code).toBe('0000');
    const captcha = await t.lastCode(user.mobile);
    const first = await post('/api/login/captcha', undefined, { mobile: user.mobile, captcha });
    expect(first.body.code, JSON.stringify(first.body)).toBe('0000');
    const { ticket } = first.body.content.secondFactor;
    const answer = await secondStep(ticket, totpCode(secret, t.clock.now()));
    expect(answer.body.code).toBe('0000');
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.id)
      .limit(1)
      .offset(1);
    expect(row).toMatchObject({ method: 'code', secondFactor: 'totp' });
  });
});

describe('turning it off and renewing the codes', () => {
  it('refuses to turn off without a code or with a wrong one, and turns off with a current code', async () => {
    const user = await t.register();
    const { secret } = await turnOnTotp(t, user);
    const missing = await post('/api/account/totp/disable', user.token, {});
    expect(missing.body).toMatchObject({
      code: '1001',
      content: { fields: { code: 'Please enter the code!' } },
    });
    const wrong = await post('/api/account/totp/disable', user.token, {
      code: wrongCodeOf(secret, t.clock.now()),
    });
    expect(wrong.body.code).toBe('1001');
    expect((await stored(user)).secondFactor).toBe(true);

    const off = await post('/api/account/totp/disable', user.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(off.body.code).toBe('0000');
    expect(await stored(user)).toMatchObject({ secondFactor: false, totpSecret: null });
    expect(
      await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await t.signIn(user.mail, user.password)).body.content.token).toEqual(
      expect.any(String),
    );
  });

  it('renews the recovery codes for a current code; the old ones stop working', async () => {
    const user = await t.register();
    const { secret, recoveryCodes: old } = await turnOnTotp(t, user);
    const renewed = await post('/api/account/recovery-codes', user.token, {
      code: totpCode(secret, t.clock.now()),
    });
    const fresh: string[] = renewed.body.content.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await secondStep(await ticketOf(user), old[0]!)).body.code).toBe('1001');
    expect((await secondStep(await ticketOf(user), fresh[0]!)).body.code).toBe('0000');
  });
});
