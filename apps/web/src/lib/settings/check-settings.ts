import {
  DEFAULT_LAYOUT_SETTINGS,
  HEADER_THEMES,
  MAX_OPENED_TABS,
  SIDER_THEMES,
  type LayoutSettings,
  type OpenedTab,
  type OpenedTabs,
} from '@console/contract/user-settings';

// The contract's `layoutSettings` and `openedTabs` rules, checked without zod: the settings are
// read on every console route, and zod is ~26 KB gzip the other console pages do not need
// (docs/web.md "Delivery"). check-settings.test.ts holds these checks to the zod schemas.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENUM_VALUES: Partial<Record<keyof LayoutSettings, readonly string[]>> = {
  siderTheme: SIDER_THEMES,
  headerTheme: HEADER_THEMES,
};

/** Whether `value` is a legal value of layout setting `key` (the rest are booleans). */
export function isLayoutValue(key: keyof LayoutSettings, value: unknown): boolean {
  const values = ENUM_VALUES[key];
  if (values) return typeof value === 'string' && values.includes(value);
  return typeof value === 'boolean';
}

const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

const hasOnly = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) &&
  Object.entries(value).every(([key, item]) => text(key, 0, 100) && text(item, 0, 2000));

const META_KEYS = ['title', 'closable', 'cache', 'auth', 'keepAlive', 'icon', 'roles'] as const;
const TAB_KEYS = ['key', 'name', 'fullPath', 'params', 'query', 'meta'] as const;

function isTabMeta(value: unknown): boolean {
  if (!isRecord(value) || !hasOnly(value, META_KEYS)) return false;
  const { title, closable, cache, auth, keepAlive, icon, roles } = value;
  return (
    text(title, 0, 200) &&
    [closable, cache, auth, keepAlive].every((flag) => typeof flag === 'boolean') &&
    (icon === undefined || text(icon, 0, 200)) &&
    (roles === undefined ||
      (Array.isArray(roles) && roles.length <= 10 && roles.every((role) => text(role, 0, 200))))
  );
}

function isOpenedTab(value: unknown): value is OpenedTab {
  if (!isRecord(value) || !hasOnly(value, TAB_KEYS)) return false;
  return (
    text(value.key, 1, 32) &&
    text(value.name, 0, 200) &&
    text(value.fullPath, 1, 2000) &&
    isStringRecord(value.params) &&
    isStringRecord(value.query) &&
    isTabMeta(value.meta)
  );
}

/** The contract's `idField`: a positive safe integer, or its decimal text (read as a number). */
function readId(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  }
  return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}

/** The stored open tabs when they fit the contract, else undefined. */
export function readOpenedTabs(value: unknown): OpenedTabs | undefined {
  if (!isRecord(value) || !hasOnly(value, ['merchantId', 'items'])) return undefined;
  const { merchantId, items } = value;
  const id = merchantId === null ? null : readId(merchantId);
  if (id === undefined) return undefined;
  if (!Array.isArray(items) || items.length > MAX_OPENED_TABS) return undefined;
  if (!items.every(isOpenedTab)) return undefined;
  return { merchantId: id, items };
}

export const LAYOUT_KEYS = Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[];
