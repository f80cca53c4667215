import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS } from './layout-settings';

describe('layout defaults (spec §9)', () => {
  it('are sider dark, header light, tabs off, sider and header fixed, accordion on, settings drawer enabled, logout confirm on', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toMatchObject({
      siderTheme: 'dark',
      headerTheme: 'light',
      tabs: false,
      siderFix: true,
      headerFix: true,
      menuAccordion: true,
      enableSetting: true,
      logoutConfirm: true,
    });
  });

  it('keep the menu expanded and show every header tool where the spec gives no default', () => {
    expect(DEFAULT_LAYOUT_SETTINGS).toMatchObject({
      menuCollapse: false,
      showSearch: true,
      showReload: true,
      showLog: true,
      showI18n: true,
      showFullscreen: true,
      showBreadcrumb: true,
    });
  });
});
