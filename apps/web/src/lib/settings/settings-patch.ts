import type { Locale } from '@console/contract/constants';
import {
  DEFAULT_LAYOUT_SETTINGS,
  type LayoutSettings,
  type OpenedTabs,
  type UserSettingsContent,
} from '@console/contract/user-settings';
import { isLocale } from '../i18n/resolve-locale';
import { isLayoutValue, isRecord, LAYOUT_KEYS, readOpenedTabs } from './check-settings';

/** The parts of the per-user settings that changed and still have to reach the server. */
export type SettingsPatch = {
  locale?: Locale | null;
  layout?: Partial<LayoutSettings>;
  tabs?: OpenedTabs;
};

const EMPTY_TABS: OpenedTabs = { merchantId: null, items: [] };

export const DEFAULT_USER_SETTINGS: UserSettingsContent = {
  version: 0,
  locale: null,
  layout: DEFAULT_LAYOUT_SETTINGS,
  tabs: EMPTY_TABS,
};

export function isEmptyPatch(patch: SettingsPatch): boolean {
  return patch.locale === undefined && patch.layout === undefined && patch.tabs === undefined;
}

/** `next` over `base`: layout keys merge, tabs and locale are replaced. */
export function mergePatch(base: SettingsPatch, next: SettingsPatch): SettingsPatch {
  const merged: SettingsPatch = { ...base };
  if (next.locale !== undefined) merged.locale = next.locale;
  if (next.tabs !== undefined) merged.tabs = next.tabs;
  if (next.layout !== undefined) merged.layout = { ...base.layout, ...next.layout };
  return merged;
}

/** The settings with the patch applied; the version stays what it was. */
export function applyPatch(
  settings: UserSettingsContent,
  patch: SettingsPatch,
): UserSettingsContent {
  return {
    version: settings.version,
    locale: patch.locale !== undefined ? patch.locale : settings.locale,
    layout: { ...settings.layout, ...patch.layout },
    tabs: patch.tabs ?? settings.tabs,
  };
}

/**
 * Settings from storage or an older server are checked field by field: a value that does not fit
 * the contract falls back to its default instead of discarding everything else.
 */
export function sanitizeSettings(raw: unknown): UserSettingsContent {
  const source = isRecord(raw) ? raw : {};
  const storedLayout = isRecord(source.layout) ? source.layout : {};
  const layout: Record<string, unknown> = { ...DEFAULT_LAYOUT_SETTINGS };
  for (const key of LAYOUT_KEYS) {
    if (isLayoutValue(key, storedLayout[key])) layout[key] = storedLayout[key];
  }
  const version = source.version;
  return {
    version: typeof version === 'number' && Number.isInteger(version) ? version : 0,
    locale: isLocale(source.locale) ? source.locale : null,
    layout: layout as LayoutSettings,
    tabs: readOpenedTabs(source.tabs) ?? EMPTY_TABS,
  };
}
