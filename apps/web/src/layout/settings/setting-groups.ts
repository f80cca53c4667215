import type { LayoutSettings } from '../../lib/settings/layout-settings';

type ChoiceKey = 'siderTheme' | 'headerTheme';
type SwitchKey = Exclude<keyof LayoutSettings, ChoiceKey>;

export type SettingField =
  | { key: ChoiceKey; kind: 'choice'; options: readonly LayoutSettings[ChoiceKey][] }
  | { key: SwitchKey; kind: 'switch' };

export type SettingGroup = {
  title:
    | 'settings.group.theme'
    | 'settings.group.header'
    | 'settings.group.tabs'
    | 'settings.group.menu'
    | 'settings.group.tools';
  fields: readonly SettingField[];
};

const switches = (...keys: SwitchKey[]): SettingField[] =>
  keys.map((key) => ({ key, kind: 'switch' }));

/** Every spec §3 layout setting, once, in the drawer's groups. */
export const settingGroups: readonly SettingGroup[] = [
  {
    title: 'settings.group.theme',
    fields: [
      { key: 'siderTheme', kind: 'choice', options: ['dark', 'light'] },
      { key: 'headerTheme', kind: 'choice', options: ['light', 'dark', 'primary'] },
    ],
  },
  {
    title: 'settings.group.header',
    fields: switches('headerFix', 'headerStick', 'headerHide', 'headerMenu'),
  },
  {
    title: 'settings.group.tabs',
    fields: switches('tabs', 'showTabsIcon', 'tabsFix', 'tabsReload', 'tabsOrder'),
  },
  {
    title: 'settings.group.menu',
    fields: switches(
      'siderFix',
      'menuAccordion',
      'showSiderCollapse',
      'menuCollapse',
      'showCollapseMenuTitle',
      'menuSiderReload',
      'menuHeaderReload',
    ),
  },
  {
    title: 'settings.group.tools',
    fields: switches(
      'showSearch',
      'showReload',
      'showNotice',
      'showFullscreen',
      'showLog',
      'showI18n',
      'showBreadcrumb',
      'showBreadcrumbIcon',
      'showMobileLogo',
      'enableSetting',
      'logoutConfirm',
    ),
  },
];
