import { randomBytes } from 'node:crypto';
import { cookieValue } from '../../http/cookies.ts';

// docs/auth.md "New browsers": a browser is known by a long-lived random id in an httpOnly
// cookie, set when a session starts from a browser that had none. Only its SHA-256 is stored
// (`sessions.device_hash`), like a session's token.

const DEVICE_COOKIE = 'console_device';
/** 32 random bytes, base64url: what this server mints; anything else is no id. */
const DEVICE_ID = /^[\w-]{43}$/;
/** About 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const newDeviceId = () => randomBytes(32).toString('base64url');

/** The device id of a request's `Cookie` header, if it carries a well-formed one. */
export function deviceIdFromCookie(header: string | undefined): string | undefined {
  const value = cookieValue(header, DEVICE_COOKIE);
  return value !== undefined && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * The `Set-Cookie` value: httpOnly (no script reads it), SameSite=Lax, sent to the API only,
 * Secure when the request came over https.
 */
export function deviceCookieOf(id: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE}=${id}`,
    `Max-Age=${DEVICE_MAX_AGE_SECONDS}`,
    'Path=/api',
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
