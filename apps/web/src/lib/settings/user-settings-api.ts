import { apiCodes } from '@console/contract/api-codes';
import type { UpdateUserSettingsBody, UserSettingsContent } from '@console/contract/user-settings';
import { request } from '../http/client';
import type { SettingsPatch } from './settings-patch';
import { sanitizeSettings } from './settings-patch';

// Per-user settings are the user's, not a merchant's: the calls need no chosen merchant.

/** GET /api/userSettings. Quiet: when it fails the console runs on the local cache. */
export async function fetchUserSettings(): Promise<UserSettingsContent> {
  const result = await request<UserSettingsContent>({
    path: '/userSettings',
    merchant: false,
    silent: true,
  });
  // Checked all the same: the same shape is read from the local cache, which may be old.
  return sanitizeSettings(result.content);
}

/** PUT /api/userSettings with the changed parts; a stale version (1004) is the caller's to solve. */
export async function saveUserSettings(version: number, patch: SettingsPatch): Promise<number> {
  const body: UpdateUserSettingsBody = { version, ...patch };
  const result = await request<UserSettingsContent>({
    method: 'PUT',
    path: '/userSettings',
    body,
    merchant: false,
    quietCodes: [apiCodes.conflict],
    // A change made just before the tab closes still arrives.
    keepalive: true,
  });
  return result.content.version;
}
