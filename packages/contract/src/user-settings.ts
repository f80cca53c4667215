import { z } from 'zod';
import { LOCALES } from './constants.ts';
import { body, idField } from './fields.ts';

export const SIDER_THEMES = ['dark', 'light'] as const;
export const HEADER_THEMES = ['light', 'dark', 'primary'] as const;

/** spec §3 layout settings, all user-adjustable in the drawer. */
export const layoutSettings = z.strictObject({
  siderTheme: z.enum(SIDER_THEMES),
  headerTheme: z.enum(HEADER_THEMES),
  headerStick: z.boolean(),
  tabs: z.boolean(),
  showTabsIcon: z.boolean(),
  tabsFix: z.boolean(),
  tabsReload: z.boolean(),
  tabsOrder: z.boolean(),
  siderFix: z.boolean(),
  headerFix: z.boolean(),
  headerHide: z.boolean(),
  headerMenu: z.boolean(),
  menuAccordion: z.boolean(),
  showSiderCollapse: z.boolean(),
  menuCollapse: z.boolean(),
  menuSiderReload: z.boolean(),
  menuHeaderReload: z.boolean(),
  showCollapseMenuTitle: z.boolean(),
  showReload: z.boolean(),
  showSearch: z.boolean(),
  showNotice: z.boolean(),
  showFullscreen: z.boolean(),
  showMobileLogo: z.boolean(),
  showBreadcrumb: z.boolean(),
  showBreadcrumbIcon: z.boolean(),
  showLog: z.boolean(),
  showI18n: z.boolean(),
  enableSetting: z.boolean(),
  logoutConfirm: z.boolean(),
});
export type LayoutSettings = z.infer<typeof layoutSettings>;

// spec §9 "Layout defaults": sider dark, header light, tabs off, sider and header fixed,
// accordion on, settings drawer enabled, logout confirm on. The spec gives no other default;
// these show every header tool and keep the menu expanded.
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  siderTheme: 'dark',
  headerTheme: 'light',
  headerStick: false,
  tabs: false,
  showTabsIcon: true,
  tabsFix: true,
  tabsReload: true,
  tabsOrder: true,
  siderFix: true,
  headerFix: true,
  headerHide: false,
  headerMenu: false,
  menuAccordion: true,
  showSiderCollapse: true,
  menuCollapse: false,
  menuSiderReload: false,
  menuHeaderReload: false,
  showCollapseMenuTitle: false,
  showReload: true,
  showSearch: true,
  showNotice: true,
  showFullscreen: true,
  showMobileLogo: true,
  showBreadcrumb: true,
  showBreadcrumbIcon: true,
  showLog: true,
  showI18n: true,
  enableSetting: true,
  logoutConfirm: true,
};

const shortText = z.string().max(200);
const stringRecord = z.record(z.string().max(100), z.string().max(2000));

/** spec §3 opened tab; `key` is the random 6-character tab key of spec §9. */
export const openedTab = z.strictObject({
  key: z.string().min(1).max(32),
  name: shortText,
  fullPath: z.string().min(1).max(2000),
  params: stringRecord,
  query: stringRecord,
  meta: z.strictObject({
    title: shortText,
    closable: z.boolean(),
    cache: z.boolean(),
    auth: z.boolean(),
    keepAlive: z.boolean(),
    icon: shortText.optional(),
    roles: z.array(shortText).max(10).optional(),
  }),
});
export type OpenedTab = z.infer<typeof openedTab>;

export const MAX_OPENED_TABS = 50;

/** Open tabs belong to the merchant they were opened under; a switch drops them. */
export const openedTabs = z.strictObject({
  merchantId: idField.nullable(),
  items: z.array(openedTab).max(MAX_OPENED_TABS),
});
export type OpenedTabs = z.infer<typeof openedTabs>;

/** GET /api/userSettings: per-user settings that follow the user to another browser. */
export const userSettingsContent = z.object({
  version: z.number().int(),
  locale: z.enum(LOCALES).nullable(),
  layout: layoutSettings,
  tabs: openedTabs,
});
export type UserSettingsContent = z.infer<typeof userSettingsContent>;

/**
 * PUT /api/userSettings: the parts that changed, against the version they were based on;
 * a stale version answers 1004 and changes nothing.
 */
export const updateUserSettingsBody = body({
  version: z.number().int().min(0),
  locale: z.enum(LOCALES).nullable().optional(),
  layout: layoutSettings.partial().optional(),
  tabs: openedTabs.optional(),
});
export type UpdateUserSettingsBody = z.input<typeof updateUserSettingsBody>;
/** The parsed change the server applies (ids already numbers). */
export type UserSettingsChange = z.output<typeof updateUserSettingsBody>;
