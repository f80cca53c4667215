import { eq } from 'drizzle-orm';
import { passkeys, users } from '../src/db/schema.ts';
import type { TestApp, TestUser } from './helper.ts';
import { softAuthenticator, type SoftAuthenticator } from './soft-authenticator.ts';

// The passkey tests' steps (docs/auth.md "Passkeys"), as the web runs them: ask the options,
// let the authenticator answer them, send the answer.

/** The console's address in these tests: the RP ID is its host name. */
export const ORIGIN = 'https://console.example';
/** What the web sends with each call here: its Origin, and English answers. */
export const web = { headers: { origin: ORIGIN }, locale: 'en-US' };

export function passkeySteps(t: TestApp) {
  const registrationOptions = (user: TestUser, locale = 'en-US') =>
    t.call('POST', '/api/account/passkeys/options', { ...web, token: user.token, locale });

  /** Registers a passkey of `authenticator` for the user; answers the API's answer. */
  async function registerPasskey(
    user: TestUser,
    authenticator: SoftAuthenticator,
    name = 'Laptop',
  ) {
    const { ticket, options } = (await registrationOptions(user)).body.content;
    return t.call('POST', '/api/account/passkeys', {
      ...web,
      token: user.token,
      payload: { ticket, name, response: authenticator.create(options) },
    });
  }

  /** A user with one passkey (and so a second factor): the user and the authenticator. */
  async function userWithPasskey() {
    const user = await t.register();
    const authenticator = softAuthenticator(ORIGIN);
    const answer = await registerPasskey(user, authenticator);
    if (answer.status !== 200) throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
    return { user, authenticator, passkeyId: answer.body.content.passkey.id as number };
  }

  /** POST /api/login/passkey/options, with the ticket of a first factor or without. */
  const signInOptions = (ticket?: string, locale = 'en-US') =>
    t.call('POST', '/api/login/passkey/options', {
      ...web,
      locale,
      payload: ticket === undefined ? {} : { ticket },
    });

  const signIn = (payload: unknown, options: { ip?: string; locale?: string } = {}) =>
    t.call('POST', '/api/login/passkey', { ...web, payload, ...options });

  const storedUser = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const storedPasskeys = (userId: number) =>
    t.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id);

  return {
    registrationOptions,
    registerPasskey,
    userWithPasskey,
    signInOptions,
    signIn,
    storedUser,
    storedPasskeys,
  };
}
