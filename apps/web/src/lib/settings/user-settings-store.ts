import type { Locale } from '@console/contract/constants';
import type {
  LayoutSettings,
  OpenedTabs,
  UserSettingsContent,
} from '@console/contract/user-settings';
import { create } from 'zustand';
import { currentLocale } from '../i18n/i18n';
import { takeSignedOutChoice } from '../i18n/locale-choice';
import { changeLocale } from '../i18n/locale-store';
import { useSessionStore } from '../session/session-store';
import {
  applyPatch,
  DEFAULT_USER_SETTINGS,
  sanitizeSettings,
  type SettingsPatch,
} from './settings-patch';
import { createSettingsSync } from './settings-sync';
import { fetchUserSettings, saveUserSettings } from './user-settings-api';
import { readCachedSettings, writeCachedSettings } from './user-settings-cache';

export type UserSettingsState = UserSettingsContent & {
  /** The server's copy has been fetched (or could not be, and the cache stands). */
  loaded: boolean;
  load: () => Promise<void>;
  updateLayout: (patch: Partial<LayoutSettings>) => void;
  /** Write once `loaded` is true: a change made before wins over the server's copy. */
  setTabs: (tabs: OpenedTabs) => void;
  setLocale: (locale: Locale) => void;
  reset: () => void;
};

const currentUuid = () => useSessionStore.getState().uuid;

const snapshot = ({ version, locale, layout, tabs }: UserSettingsContent): UserSettingsContent => ({
  version,
  locale,
  layout,
  tabs,
});

/**
 * Puts `next` in the store, keeping each part equal to the one there: a component reading the
 * layout or the tabs is drawn again only when they changed (the sign-in's load puts the same
 * cached settings back, and an unchanged server copy too; docs/web.md "Ready at once").
 */
function settle(next: UserSettingsContent) {
  const current = useUserSettings.getState();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: Partial<UserSettingsContent> = {};
  if (next.version !== current.version) changed.version = next.version;
  if (next.locale !== current.locale) changed.locale = next.locale;
  if (!same(next.layout, current.layout)) changed.layout = next.layout;
  if (!same(next.tabs, current.tabs)) changed.tabs = next.tabs;
  if (Object.keys(changed).length > 0) useUserSettings.setState(changed);
}

function persist() {
  writeCachedSettings(currentUuid(), snapshot(useUserSettings.getState()));
}

const sync = createSettingsSync(
  { fetch: fetchUserSettings, save: saveUserSettings },
  {
    version: () => useUserSettings.getState().version,
    saved: (version) => {
      useUserSettings.setState({ version });
      persist();
    },
    rebase: (fresh, mine) => {
      settle(applyPatch(fresh, mine));
      persist();
    },
  },
);

/** Applied at once, cached, and queued for the server. Nothing happens while signed out. */
function change(patch: SettingsPatch) {
  if (!currentUuid()) return;
  useUserSettings.setState(applyPatch(snapshot(useUserSettings.getState()), patch));
  persist();
  sync.queue(patch);
}

/**
 * DESIGN §4 per-user settings: layout (spec §3), locale (spec §4) and opened tabs live on the
 * server, follow the user to another browser, and are cached per user in this one.
 */
export const useUserSettings = create<UserSettingsState>((set, get) => ({
  ...sanitizeSettings(readCachedSettings(currentUuid())),
  loaded: false,

  // After sign-in and when the console opens: the cache at once, then the server's copy, with
  // any change made meanwhile put over it.
  load: async () => {
    if (!currentUuid()) return;
    const generation = sync.generation();
    settle(applyPatch(sanitizeSettings(readCachedSettings(currentUuid())), sync.pending()));
    const fresh = await fetchUserSettings().catch(() => null);
    if (generation !== sync.generation()) return;
    if (fresh) settle(applyPatch(fresh, sync.pending()));
    set({ loaded: true });
    persist();
    // spec §4: the per-user stored locale wins; without one, the resolved locale is stored. A
    // language picked on the sign-in page just before wins, and is stored (docs/web.md "Settings
    // sync").
    const chosen = takeSignedOutChoice();
    if (chosen) get().setLocale(chosen);
    const { locale } = get();
    if (!locale) get().setLocale(currentLocale());
    else if (locale !== currentLocale()) await changeLocale(locale);
  },

  updateLayout: (patch) => {
    const layout = get().layout;
    const changed = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => layout[key as keyof LayoutSettings] !== value),
    ) as Partial<LayoutSettings>;
    if (Object.keys(changed).length > 0) change({ layout: changed });
  },

  setTabs: (tabs) => {
    if (JSON.stringify(tabs) !== JSON.stringify(get().tabs)) change({ tabs });
  },

  setLocale: (locale) => {
    if (locale !== get().locale) change({ locale });
  },

  // spec §4 logged out: nothing of the previous user stays in memory (their cache stays theirs).
  reset: () => {
    sync.cancel();
    set({ ...DEFAULT_USER_SETTINGS, loaded: false });
  },
}));

/** Sends what is still waiting for the debounce (before logout). */
export const flushUserSettings = () => sync.flush();

// Closing or leaving the tab sends what is still waiting for the debounce.
window.addEventListener('pagehide', () => void sync.flush());

// A sign-out or another user signing in empties the settings; the console loads the new ones.
useSessionStore.subscribe((state, previous) => {
  if (state.uuid !== previous.uuid) useUserSettings.getState().reset();
});
