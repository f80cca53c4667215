import { COOKIE_EXPIRY_DAYS, COOKIE_PREFIX } from '@console/contract/constants';
import Cookies from 'js-cookie';
import type { SessionUser } from './session-user';

// spec §3: uuid and token are cookies named admin-*, expiring after 1 day.
export const UUID_COOKIE = `${COOKIE_PREFIX}uuid`;
export const TOKEN_COOKIE = `${COOKIE_PREFIX}token`;
export const USER_STORAGE_KEY = `${COOKIE_PREFIX}user`;

/**
 * "Remember me (auto-login)": checked -> cookies live 1 day and the user info sits in
 * localStorage, so a new browser window stays signed in; unchecked -> session cookies and
 * sessionStorage, so closing the browser signs out.
 */
export type StoredSession = { uuid: string; token: string; user: SessionUser; remember: boolean };

function storageFor(remember: boolean): Storage {
  return remember ? localStorage : sessionStorage;
}

export function saveSession({ uuid, token, user, remember }: StoredSession): void {
  const options = remember
    ? { expires: COOKIE_EXPIRY_DAYS, sameSite: 'lax' as const }
    : { sameSite: 'lax' as const };
  Cookies.set(UUID_COOKIE, uuid, options);
  Cookies.set(TOKEN_COOKIE, token, options);
  saveUser(user, remember);
}

export function saveUser(user: SessionUser, remember: boolean): void {
  storageFor(remember).setItem(USER_STORAGE_KEY, JSON.stringify(user));
  storageFor(!remember).removeItem(USER_STORAGE_KEY);
}

function readUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

/**
 * The token cookie is the session's clock: once it has expired the stored user is stale, so it
 * is dropped here instead of letting the guard pass and the first call fail with 1007.
 */
export function readSession(): StoredSession | null {
  const token = Cookies.get(TOKEN_COOKIE);
  const uuid = Cookies.get(UUID_COOKIE) ?? '';
  const persistent = readUser(localStorage);
  const user = persistent ?? readUser(sessionStorage);
  if (!token || !user) {
    clearStoredSession();
    return null;
  }
  return { uuid, token, user: { ...user, token }, remember: persistent !== null };
}

export function clearStoredSession(): void {
  Cookies.remove(UUID_COOKIE);
  Cookies.remove(TOKEN_COOKIE);
  localStorage.removeItem(USER_STORAGE_KEY);
  sessionStorage.removeItem(USER_STORAGE_KEY);
}
