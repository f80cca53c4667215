import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TICKET_TTL_MS } from '@console/contract/second-factor';
import { recoveryCodes } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { ORIGIN, passkeySteps, web } from './passkey-fixtures.ts';
import { softAuthenticator } from './soft-authenticator.ts';

// docs/auth.md "Passkeys": registering, renaming and removing my passkeys in /setting/account,
// with ceremonies answered by a software authenticator.
let t: TestApp;
let steps: ReturnType<typeof passkeySteps>;
beforeAll(async () => {
  t = await createTestApp();
  steps = passkeySteps(t);
});
afterAll(() => t.close());

const codesOf = async (userId: number) =>
  t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

describe('POST /api/account/passkeys', () => {
  it('registers a named passkey; the first second factor answers ten recovery codes', async () => {
    const user = await t.register();
    const authenticator = softAuthenticator(ORIGIN);
    const options = await steps.registrationOptions(user);
    expect(options.body.content.options).toMatchObject({
      rp: { name: 'Merchant Console', id: 'console.example' },
      user: { name: user.mail },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const { ticket } = options.body.content;
    const response = authenticator.create(options.body.content.options);
    const answer = await t.call('POST', '/api/account/passkeys', {
      token: user.token,
      ...web,
      payload: { ticket, name: '  Work laptop  ', response },
    });
    expect(answer.body).toMatchObject({
      code: '0000',
      content: { passkey: { name: 'Work laptop' } },
    });
    const { passkey, recoveryCodes: codes } = answer.body.content;
    expect(passkey.lastUsedAt).toBeNull();
    expect(codes).toHaveLength(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await codesOf(user.id)).toHaveLength(10);
    expect((await steps.storedUser(user.id)).secondFactor).toBe(true);
    const [stored] = await steps.storedPasskeys(user.id);
    expect(stored).toMatchObject({
      id: passkey.id,
      credentialId: response.id,
      counter: 0,
      transports: ['internal'],
      name: 'Work laptop',
    });

    const status = await t.call('GET', '/api/account/second-factor', { token: user.token });
    expect(status.body.content).toMatchObject({ totp: false, recoveryCodesLeft: 10 });
    expect(status.body.content.passkeys).toEqual([passkey]);
  });

  it('a second passkey answers no new codes, and the first is excluded from its options', async () => {
    const { user, authenticator } = await steps.userWithPasskey();
    const before = await codesOf(user.id);
    const options = (await steps.registrationOptions(user)).body.content.options;
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.credentials[0]!.id, type: 'public-key', transports: ['internal'] },
    ]);
    const second = await steps.registerPasskey(user, softAuthenticator(ORIGIN), 'Phone');
    expect(second.body.content).toMatchObject({ passkey: { name: 'Phone' }, recoveryCodes: null });
    expect(await codesOf(user.id)).toEqual(before);
    expect((await steps.storedPasskeys(user.id)).map((key) => key.name)).toEqual([
      'Laptop',
      'Phone',
    ]);
  });

  it('asks a name of 1–40 characters, in the caller’s language', async () => {
    const user = await t.register();
    const { ticket, options } = (await steps.registrationOptions(user)).body.content;
    const response = softAuthenticator(ORIGIN).create(options);
    const send = (name: unknown, locale: string) =>
      t.call('POST', '/api/account/passkeys', {
        token: user.token,
        ...web,
        locale,
        payload: { ticket, name, response },
      });
    expect((await send('   ', 'zh-CN')).body).toMatchObject({
      code: '1001',
      content: { fields: { name: '请输入通行密钥的名称！' } },
    });
    expect((await send('x'.repeat(41), 'en-US')).body).toMatchObject({
      code: '1001',
      content: { fields: { name: 'Too long (at most 40 characters)' } },
    });
    // The refused bodies did not spend the ticket.
    expect((await send('Key', 'en-US')).body.code).toBe('0000');
  });

  it('refuses an answer to another challenge, a spent, foreign or expired ticket', async () => {
    const user = await t.register();
    const other = await t.register();
    const authenticator = softAuthenticator(ORIGIN);
    const first = (await steps.registrationOptions(user)).body.content;
    const second = (await steps.registrationOptions(user)).body.content;
    const register = (token: string, ticket: string, response: unknown) =>
      t.call('POST', '/api/account/passkeys', {
        token,
        ...web,
        payload: { ticket, name: 'Key', response },
      });

    const wrongChallenge = await register(
      user.token,
      second.ticket,
      authenticator.create(first.options),
    );
    expect(wrongChallenge.body).toMatchObject({
      code: '1001',
      msg: 'The passkey could not be verified, please try again',
    });
    // The refused answer spent the ticket: a challenge is answered once.
    const spent = await register(user.token, second.ticket, authenticator.create(second.options));
    expect(spent.body).toMatchObject({
      code: '1001',
      msg: 'This sign-in has expired, please sign in again',
    });

    const foreign = await register(other.token, first.ticket, authenticator.create(first.options));
    expect(foreign.body.code).toBe('1001');

    const late = (await steps.registrationOptions(user)).body.content;
    t.clock.advance(SIGN_IN_TICKET_TTL_MS + 1000);
    const expired = await register(user.token, late.ticket, authenticator.create(late.options));
    expect(expired.body.code).toBe('1001');
    expect(await steps.storedPasskeys(user.id)).toEqual([]);
    expect((await steps.storedUser(user.id)).secondFactor).toBe(false);
  });

  it('refuses an answer from another site or of the wrong shape with a 1001, never a 500', async () => {
    const user = await t.register();
    const { ticket, options } = (await steps.registrationOptions(user)).body.content;
    const phished = softAuthenticator('https://console.example.evil').create(options);
    const send = (response: unknown) =>
      t.call('POST', '/api/account/passkeys', {
        token: user.token,
        ...web,
        payload: { ticket, name: 'Key', response },
      });
    expect((await send(phished)).body.code).toBe('1001');

    const next = (await steps.registrationOptions(user)).body.content;
    const good = softAuthenticator(ORIGIN).create(next.options);
    const malformed = await t.call('POST', '/api/account/passkeys', {
      token: user.token,
      ...web,
      payload: { ticket: next.ticket, name: 'Key', response: { ...good, id: 'not base64url!' } },
    });
    expect(malformed.body).toMatchObject({
      code: '1001',
      content: { fields: { 'response.id': "The passkey's answer is malformed" } },
    });
    const garbage = await t.call('POST', '/api/account/passkeys', {
      token: user.token,
      ...web,
      payload: {
        ticket: next.ticket,
        name: 'Key',
        response: { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      },
    });
    expect(garbage.body).toMatchObject({
      code: '1001',
      msg: 'The passkey could not be verified, please try again',
    });
  });

  it('refuses an address that cannot hold passkeys', async () => {
    const user = await t.register();
    const answer = await t.call('POST', '/api/account/passkeys/options', {
      token: user.token,
      headers: { origin: 'http://127.0.0.1:3000' },
      locale: 'zh-CN',
    });
    expect(answer.body).toMatchObject({ code: '1001', msg: '当前网页地址无法使用通行密钥' });
  });
});

describe('PUT and DELETE /api/account/passkeys/{id}', () => {
  it('renames my passkey; another user’s or an unknown one answers 1002 and changes nothing', async () => {
    const { user, passkeyId } = await steps.userWithPasskey();
    const stranger = await t.register();
    const renamed = await t.call('PUT', `/api/account/passkeys/${passkeyId}`, {
      token: user.token,
      payload: { name: 'Old phone' },
    });
    expect(renamed.body).toMatchObject({
      code: '0000',
      content: { id: passkeyId, name: 'Old phone' },
    });

    for (const [token, id] of [
      [stranger.token, passkeyId],
      [user.token, passkeyId + 100_000],
    ] as const) {
      const rename = await t.call('PUT', `/api/account/passkeys/${id}`, {
        token,
        payload: { name: 'Mine now' },
      });
      expect(rename.body.code).toBe('1002');
      const remove = await t.call('DELETE', `/api/account/passkeys/${id}`, { token });
      expect(remove.body.code).toBe('1002');
    }
    expect((await steps.storedPasskeys(user.id)).map((key) => key.name)).toEqual(['Old phone']);
    expect((await steps.storedUser(user.id)).secondFactor).toBe(true);
  });

  it('removing the last passkey (the app off) turns the second factor off; its codes go', async () => {
    const { user, passkeyId } = await steps.userWithPasskey();
    const second = await steps.registerPasskey(user, softAuthenticator(ORIGIN), 'Phone');
    const removeFirst = await t.call('DELETE', `/api/account/passkeys/${passkeyId}`, {
      token: user.token,
    });
    expect(removeFirst.body).toMatchObject({ code: '0000', content: null });
    expect((await steps.storedUser(user.id)).secondFactor).toBe(true);
    expect(await codesOf(user.id)).toHaveLength(10);

    await t.call('DELETE', `/api/account/passkeys/${second.body.content.passkey.id}`, {
      token: user.token,
    });
    expect(await steps.storedPasskeys(user.id)).toEqual([]);
    expect((await steps.storedUser(user.id)).secondFactor).toBe(false);
    expect(await codesOf(user.id)).toEqual([]);
    // Signing in with a password needs no second step any more.
    const signIn = await t.signIn(user.mail, user.password);
    expect(signIn.body.content.token).toEqual(expect.any(String));
  });
});
