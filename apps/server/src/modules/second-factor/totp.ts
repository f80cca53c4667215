import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@console/contract/second-factor';

// docs/auth.md "Authenticator app": RFC 6238 through the otpauth library.

/** A new 160-bit secret, base32 (RFC 4226 recommends 160 bits for SHA-1). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an app scans (the account's mail as its label). */
export function totpUri(secret: string, label: string): string {
  return totpOf(secret, label).toString();
}

/** The time step of an instant: codes change every period. */
const totpStepOf = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step a code is right for, the step before or after now included (a phone's clock a
 * little off, a code typed as it turned), or null. The caller refuses a step already used.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totpStepOf(now) + delta;
}
