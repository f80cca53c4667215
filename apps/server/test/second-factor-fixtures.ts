import { Secret, TOTP } from 'otpauth';
import type { TestApp, TestUser } from './helper.ts';

/** The app's code for a secret at an instant (what a phone would show). */
export function totpCode(secret: string, at: Date): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: at.getTime() });
}

/** Turns the authenticator app on for a user through the API; answers the secret and codes. */
export async function turnOnTotp(t: TestApp, user: TestUser) {
  const setup = await t.call('POST', '/api/account/totp/setup', { token: user.token });
  if (setup.body.code !== '0000') throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body.content as { secret: string };
  const enabled = await t.call('POST', '/api/account/totp/enable', {
    token: user.token,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  if (enabled.body.code !== '0000')
    throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  // The enabling code's time step is used: later codes come from the next step on.
  t.clock.advance(30_000);
  return { secret, recoveryCodes: enabled.body.content.recoveryCodes as string[] };
}

/** Password, then the app's code: a session token. */
export async function signInWithTotp(t: TestApp, user: TestUser, secret: string) {
  const first = await t.signIn(user.mail, user.password);
  const { ticket } = first.body.content.secondFactor as { ticket: string };
  const second = await t.call('POST', '/api/login/second-factor', {
    payload: { ticket, code: totpCode(secret, t.clock.now()) },
  });
  if (second.body.code !== '0000') throw new Error(`2FA failed: ${JSON.stringify(second.body)}`);
  t.clock.advance(30_000);
  return second.body.content.token as string;
}
