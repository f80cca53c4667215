import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TICKET_TTL_MS } from '@console/contract/second-factor';
import { loginAttempts, sessions, users } from '../src/db/schema.ts';
import { hashToken } from '../src/identity/index.ts';
import { createTestApp, uniqueIp, type TestApp } from './helper.ts';
import { ORIGIN, passkeySteps } from './passkey-fixtures.ts';
import { softAuthenticator } from './soft-authenticator.ts';

// docs/auth.md "Passkeys": signing in with a passkey alone, and a passkey as the second factor
// of a password, answered by a software authenticator.
let t: TestApp;
let steps: ReturnType<typeof passkeySteps>;
beforeAll(async () => {
  t = await createTestApp();
  steps = passkeySteps(t);
});
afterAll(() => t.close());

/** The stored session of a token, and whether the token is let in. */
const sessionOf = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!;
};
const userOf = async (token: string) =>
  (await t.call('GET', '/api/userInfo', { token })).body.content?.mail as string | undefined;
const failuresOf = (key: string) =>
  t.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, key), eq(loginAttempts.succeeded, false)));

describe('POST /api/login/passkey: a passkey alone', () => {
  it('signs in with any passkey of the site; the session is recorded as a passkey one', async () => {
    const { user, authenticator } = await steps.userWithPasskey();
    const options = (await steps.signInOptions()).body.content;
    expect(options.options).toMatchObject({
      rpId: 'console.example',
      userVerification: 'required',
    });
    expect(options.options.allowCredentials).toBeUndefined();

    const answer = await steps.signIn({
      ticket: options.ticket,
      response: authenticator.get(options.options),
    });
    expect(answer.body).toMatchObject({ code: '0000', content: { uuid: user.uuid } });
    expect(answer.body.content.info.mail).toBe(user.mail);
    const { token } = answer.body.content;
    expect(await userOf(token)).toBe(user.mail);
    expect(await sessionOf(token)).toMatchObject({ method: 'passkey', secondFactor: null });
    const [passkey] = await steps.storedPasskeys(user.id);
    expect(passkey).toMatchObject({ counter: 1, lastUsedAt: t.clock.now() });
  });

  it('refuses a wrong signature, a replayed answer and an expired ticket', async () => {
    const { authenticator } = await steps.userWithPasskey();
    const ip = uniqueIp();
    const first = (await steps.signInOptions()).body.content;
    const right = authenticator.get(first.options);
    const forged = {
      ...right,
      response: {
        ...right.response,
        signature: authenticator.get(first.options).response.clientDataJSON,
      },
    };
    const wrong = await steps.signIn({ ticket: first.ticket, response: forged }, { ip });
    expect(wrong.body).toMatchObject({
      code: '1001',
      msg: 'The passkey could not be verified, please try again',
    });
    expect(await failuresOf(`passkey:${right.id}`)).toHaveLength(1);
    // The refused answer spent its challenge.
    const again = await steps.signIn({ ticket: first.ticket, response: right }, { ip });
    expect(again.body).toMatchObject({
      code: '1001',
      msg: 'This sign-in has expired, please sign in again',
    });

    const second = (await steps.signInOptions()).body.content;
    const used = authenticator.get(second.options);
    expect((await steps.signIn({ ticket: second.ticket, response: used })).body.code).toBe('0000');
    const replayed = await steps.signIn({ ticket: second.ticket, response: used });
    expect(replayed.body.code).toBe('1001');

    const third = (await steps.signInOptions()).body.content;
    t.clock.advance(SIGN_IN_TICKET_TTL_MS + 1000);
    const late = await steps.signIn({
      ticket: third.ticket,
      response: authenticator.get(third.options),
    });
    expect(late.body).toMatchObject({
      code: '1001',
      msg: 'This sign-in has expired, please sign in again',
    });
  });

  it('refuses a passkey it does not know, and one without user verification', async () => {
    // A passkey this authenticator made for the site, never registered with it.
    const stranger = softAuthenticator(ORIGIN);
    stranger.create({
      challenge: 'AAAA',
      rp: { name: 'Merchant Console', id: 'console.example' },
      user: { id: 'AAAAAAAAAAAAAAAAAAAAAA', name: 'someone', displayName: '' },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
    });
    const options = (await steps.signInOptions(undefined, 'zh-CN')).body.content;
    const unknown = await steps.signIn(
      { ticket: options.ticket, response: stranger.get(options.options) },
      { locale: 'zh-CN' },
    );
    expect(unknown.body).toMatchObject({
      code: '1001',
      msg: '此通行密钥未在本系统登记，请用其他方式登录',
    });

    const user = await t.register();
    const noPin = softAuthenticator(ORIGIN, { userVerified: false });
    expect((await steps.registerPasskey(user, noPin)).body.code).toBe('0000');
    const next = (await steps.signInOptions()).body.content;
    const unverified = await steps.signIn({
      ticket: next.ticket,
      response: noPin.get(next.options),
    });
    expect(unverified.body.code).toBe('1001');
  });

  it('refuses an answer made on another site (the origin and RP ID are checked)', async () => {
    const { authenticator } = await steps.userWithPasskey();
    const options = (await steps.signInOptions()).body.content;
    const response = authenticator.get(options.options);
    const elsewhere = await t.call('POST', '/api/login/passkey', {
      headers: { origin: 'https://phish.example' },
      locale: 'en-US',
      payload: { ticket: options.ticket, response },
    });
    expect(elsewhere.body.code).toBe('1001');
  });

  it('tells a disabled account so only after a right passkey', async () => {
    const { user, authenticator } = await steps.userWithPasskey();
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const options = (await steps.signInOptions()).body.content;
    const answer = await steps.signIn({
      ticket: options.ticket,
      response: authenticator.get(options.options),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: '1003',
      msg: 'This account is disabled, please contact the administrator',
    });
  });

  it('locks a passkey out after five refusals in the window (the sign-in throttle)', async () => {
    const { authenticator } = await steps.userWithPasskey();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const options = (await steps.signInOptions()).body.content;
      const response = authenticator.get(options.options);
      const tampered = { ...response, response: { ...response.response, signature: 'AAAA' } };
      const answer = await steps.signIn(
        { ticket: options.ticket, response: tampered },
        { ip: uniqueIp() },
      );
      expect(answer.body.code).toBe('1001');
    }
    const options = (await steps.signInOptions()).body.content;
    const locked = await steps.signIn(
      { ticket: options.ticket, response: authenticator.get(options.options) },
      { ip: uniqueIp() },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('1005');
  });

  it('answers malformed answers and tickets with a 1001 in the caller’s language', async () => {
    const options = (await steps.signInOptions()).body.content;
    const shapeless = await steps.signIn(
      { ticket: options.ticket, response: { id: 'abc', response: {} } },
      { locale: 'zh-CN' },
    );
    expect(shapeless.body.code).toBe('1001');
    expect(Object.keys(shapeless.body.content.fields)).toContain('response.rawId');
    const { authenticator } = await steps.userWithPasskey();
    const unknownTicket = await steps.signIn({
      ticket: 'x'.repeat(43),
      response: authenticator.get(options.options),
    });
    expect(unknownTicket.body).toMatchObject({
      code: '1001',
      msg: 'This sign-in has expired, please sign in again',
    });
  });
});

describe('a passkey as the second factor of a password', () => {
  it('a right password asks for it; the passkey completes the sign-in', async () => {
    const { user, authenticator } = await steps.userWithPasskey();
    const first = await t.signIn(user.mail, user.password);
    expect(first.body.content).toEqual({
      secondFactor: { ticket: expect.any(String), methods: ['recovery', 'passkey'] },
    });
    const { ticket } = first.body.content.secondFactor;
    const options = (await steps.signInOptions(ticket)).body.content;
    expect(options.ticket).toBe(ticket);
    expect(options.options).toMatchObject({
      rpId: 'console.example',
      userVerification: 'discouraged',
      allowCredentials: [
        { id: authenticator.credentials[0]!.id, type: 'public-key', transports: ['internal'] },
      ],
    });
    const response = authenticator.get(options.options);
    const answer = await steps.signIn({ ticket, response });
    expect(answer.body).toMatchObject({ code: '0000', content: { uuid: user.uuid } });
    expect(await sessionOf(answer.body.content.token)).toMatchObject({
      method: 'password',
      secondFactor: 'passkey',
    });
    // The ticket is used: the same answer (or another) is refused.
    expect((await steps.signIn({ ticket, response })).body.code).toBe('1001');
    expect((await steps.signInOptions(ticket)).body.code).toBe('1001');
  });

  it('refuses another account’s passkey and counts it against the sign-in', async () => {
    const { user } = await steps.userWithPasskey();
    const other = await steps.userWithPasskey();
    const ip = uniqueIp();
    const { ticket } = (await t.signIn(user.mail, user.password, ip)).body.content.secondFactor;
    const options = (await steps.signInOptions(ticket)).body.content;
    const foreign = other.authenticator.get(
      options.options,
      other.authenticator.credentials[0]!.id,
    );
    const answer = await steps.signIn({ ticket, response: foreign }, { ip });
    expect(answer.body).toMatchObject({
      code: '1001',
      msg: 'This passkey belongs to another account than the one signing in',
    });
    expect(await failuresOf(user.mail)).toHaveLength(1);
    expect(await steps.storedPasskeys(other.user.id)).toMatchObject([{ counter: 0 }]);
  });

  it('needs fresh options after a refused answer; an account without passkeys gets none', async () => {
    const { user, authenticator } = await steps.userWithPasskey();
    const { ticket } = (await t.signIn(user.mail, user.password)).body.content.secondFactor;
    const options = (await steps.signInOptions(ticket)).body.content;
    const response = authenticator.get(options.options);
    const broken = { ...response, response: { ...response.response, signature: 'AAAA' } };
    expect((await steps.signIn({ ticket, response: broken })).body.code).toBe('1001');
    // The challenge was answered; the same right answer is too late, fresh options work.
    expect((await steps.signIn({ ticket, response })).body.code).toBe('1001');
    const fresh = (await steps.signInOptions(ticket)).body.content;
    const done = await steps.signIn({ ticket, response: authenticator.get(fresh.options) });
    expect(done.body.code).toBe('0000');

    // An account with the app only.
    const appOnly = await t.register();
    await t.db
      .update(users)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXP', secondFactor: true })
      .where(eq(users.id, appOnly.id));
    const challenge = (await t.signIn(appOnly.mail, appOnly.password)).body.content.secondFactor;
    const none = await steps.signInOptions(challenge.ticket);
    expect(none.body).toMatchObject({ code: '1001', msg: 'This account has no passkey yet' });
  });
});
