import type { UserInfo } from '@console/contract/auth';

/** spec §3 user info: the server's info plus the token, as the guard reads it. */
export type SessionUser = UserInfo & { token: string };

/** spec §2/§4: logged in = a non-empty stored token; the text "undefined" does not count. */
export function isLoggedIn(user: { token?: string | null } | null | undefined): boolean {
  const token = user?.token;
  return typeof token === 'string' && token.trim() !== '' && token !== 'undefined';
}
