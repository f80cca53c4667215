import type { UserSettingsContent } from '@console/contract/user-settings';
import Cookies from 'js-cookie';
import { UUID_COOKIE } from '../session/session-persistence';

// DESIGN §4: per-user settings live on the server and are cached here, one entry per user, so
// the right layout and language show at once on reload and when the server cannot be reached.
const CACHE_PREFIX = 'user-settings:';

export const settingsCacheKey = (uuid: string) => `${CACHE_PREFIX}${uuid}`;

/** The raw cached settings of a user; the store checks every field before using them. */
export function readCachedSettings(uuid: string | null | undefined): unknown {
  if (!uuid) return null;
  try {
    const raw = localStorage.getItem(settingsCacheKey(uuid));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function writeCachedSettings(
  uuid: string | null | undefined,
  settings: UserSettingsContent,
): void {
  if (!uuid) return;
  try {
    localStorage.setItem(settingsCacheKey(uuid), JSON.stringify(settings));
  } catch {
    // A full or blocked storage only costs the cache; the server keeps the settings.
  }
}

/**
 * spec §4: the per-user stored locale wins. Read at start (before the settings store loads, and
 * without its schema code) for the signed-in user of this browser, from the uuid cookie.
 */
export function readCachedLocale(): string | null {
  const cached = readCachedSettings(Cookies.get(UUID_COOKIE));
  if (typeof cached !== 'object' || cached === null || !('locale' in cached)) return null;
  return typeof cached.locale === 'string' ? cached.locale : null;
}
