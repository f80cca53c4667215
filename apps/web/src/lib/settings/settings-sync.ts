import { apiCodes } from '@console/contract/api-codes';
import type { UserSettingsContent } from '@console/contract/user-settings';
import { isApiError } from '../http/api-error';
import { isEmptyPatch, mergePatch, type SettingsPatch } from './settings-patch';

const SETTINGS_SYNC_DELAY_MS = 300;

export type SettingsApi = {
  fetch: () => Promise<UserSettingsContent>;
  /** Saves the changed parts against `version`; resolves with the version the server now has. */
  save: (version: number, patch: SettingsPatch) => Promise<number>;
};

export type SyncHooks = {
  version: () => number;
  saved: (version: number) => void;
  /** After a 1004: the server's fresh settings, with what this browser still wants put over them. */
  rebase: (fresh: UserSettingsContent, mine: SettingsPatch) => void;
};

const isConflict = (error: unknown) => isApiError(error) && error.code === apiCodes.conflict;

/**
 * Debounced saving of the per-user settings (DESIGN §4). Changes gather for a moment and go out
 * as one PUT of just the changed parts, one request at a time. A stale version (1004: another
 * browser saved first) is resolved quietly: fetch, put our parts over the fresh settings, retry
 * once. Other failures were shown by the http client; the local cache keeps the change.
 */
export function createSettingsSync(api: SettingsApi, hooks: SyncHooks) {
  let pending: SettingsPatch = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flight: Promise<void> | null = null;
  // Bumped by cancel (sign-out): a late answer for the previous user changes nothing.
  let generation = 0;

  const saveAs = async (version: number, parts: SettingsPatch, gen: number) => {
    const saved = await api.save(version, parts);
    if (gen === generation) hooks.saved(saved);
  };

  const send = async (parts: SettingsPatch, gen: number) => {
    try {
      await saveAs(hooks.version(), parts, gen);
    } catch (error) {
      if (!isConflict(error) || gen !== generation) return;
      const fresh = await api.fetch().catch(() => null);
      if (!fresh || gen !== generation) return;
      hooks.rebase(fresh, mergePatch(parts, pending));
      await saveAs(fresh.version, parts, gen).catch(() => undefined);
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (flight) return flight.then(() => (isEmptyPatch(pending) ? undefined : flush()));
    if (isEmptyPatch(pending)) return Promise.resolve();
    const parts = pending;
    pending = {};
    flight = send(parts, generation).finally(() => {
      flight = null;
    });
    return flight;
  };

  return {
    queue(patch: SettingsPatch) {
      pending = mergePatch(pending, patch);
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), SETTINGS_SYNC_DELAY_MS);
    },
    flush,
    /** What has not been sent yet (load puts it over the fetched settings). */
    pending: () => pending,
    generation: () => generation,
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = {};
      generation += 1;
    },
  };
}
