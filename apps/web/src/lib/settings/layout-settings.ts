import { create } from 'zustand';

/** spec §3 layout settings; a later issue adds the drawer and stores them per user (DESIGN §4). */
export type LayoutSettings = {
  siderTheme: 'dark' | 'light';
  headerTheme: 'light' | 'dark' | 'primary';
  headerStick: boolean;
  tabs: boolean;
  showTabsIcon: boolean;
  tabsFix: boolean;
  tabsReload: boolean;
  tabsOrder: boolean;
  siderFix: boolean;
  headerFix: boolean;
  headerHide: boolean;
  headerMenu: boolean;
  menuAccordion: boolean;
  showSiderCollapse: boolean;
  menuCollapse: boolean;
  menuSiderReload: boolean;
  menuHeaderReload: boolean;
  showCollapseMenuTitle: boolean;
  showReload: boolean;
  showSearch: boolean;
  showNotice: boolean;
  showFullscreen: boolean;
  showMobileLogo: boolean;
  showBreadcrumb: boolean;
  showBreadcrumbIcon: boolean;
  showLog: boolean;
  showI18n: boolean;
  enableSetting: boolean;
  logoutConfirm: boolean;
};

// spec §9 "Layout defaults": sider dark, header light, tabs off, sider and header fixed,
// accordion on, settings drawer enabled, logout confirm on. The rest are not given there;
// these show every header tool and keep the menu expanded.
export const defaultLayoutSettings: LayoutSettings = {
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

type LayoutSettingsState = LayoutSettings & {
  update: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
};

export const useLayoutSettings = create<LayoutSettingsState>((set) => ({
  ...defaultLayoutSettings,
  update: (patch) => set(patch),
  reset: () => set(defaultLayoutSettings),
}));
