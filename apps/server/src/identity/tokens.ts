import { COOKIE_PREFIX } from '@console/contract/constants';
import { cookieValue } from '../http/cookies.ts';

/** spec §7: `Authorization: <token>`; `Bearer <token>` is accepted as well (DESIGN §3). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const token = value.replace(/^bearer(\s+|$)/i, '');
  return token.length > 0 && token.length <= 256 ? token : undefined;
}

const TOKEN_COOKIE = `${COOKIE_PREFIX}token`;

/** The session token from the `admin-token` cookie, if the request carries one. */
export function tokenFromCookie(header: string | undefined): string | undefined {
  const value = cookieValue(header, TOKEN_COOKIE);
  if (value === undefined) return undefined;
  try {
    return tokenFromHeader(decodeURIComponent(value));
  } catch {
    return undefined;
  }
}
