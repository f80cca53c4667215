import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '@console/contract/constants';
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useChatUnreadSync } from '../lib/api/get-chat-unread';
import { useChatDeliveredSignals } from '../lib/realtime/chat-delivered';
import { useChatDueNotices } from '../lib/realtime/chat-due-notice';
import { startLogReporter } from '../lib/log/log-reporter';
import { useDevice } from '../lib/responsive/device';
import type { RouteNode } from '../lib/routing/route-meta';
import { loadUserData } from '../lib/session/user-merchants';
import { useLiveMenus } from '../lib/menus/my-menus';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import { useUserSettings } from '../lib/settings/user-settings-store';
import styles from './console-layout.module.css';
import { HeaderBar } from './header/header-bar';
import { useHeaderHidden } from './header/header-hide';
import { PageHeading } from './page-heading';
import { PageOutlet } from './page-outlet';
import { LazySettingsDrawer } from './settings/lazy-settings-drawer';
import { ShellSider } from './shell-sider';
import { LazyTabBar } from './tabs/lazy-tab-bar';
import { useLeaveForbiddenPage } from './use-leave-forbidden-page';
import { useMenuEntries } from './use-menu-entries';

// The phone-width menu (antd Drawer, ~6 KB gzip) loads when the console is shown at phone width,
// so it is there before the menu button is tapped; wider screens never load it.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** The console shell (spec §1): sider with brand, merchant and menu; header; tabs; the page. */
export function ConsoleLayout({ routes }: { routes: readonly RouteNode[] }) {
  const layout = useLayoutSettings((settings) => settings);
  const tabsOn = layout.tabs;
  const device = useDevice();
  const { sider: entries, header: headerEntries } = useMenuEntries(routes);
  // Role and menu changes pushed over the socket reload the menus (docs/system.md "Live"); a page
  // no longer held is left.
  useLiveMenus();
  useLeaveForbiddenPage(routes);
  const { pathname } = useLocation();
  const [tabletExpanded, setTabletExpanded] = useState(false);
  // spec §4: the mobile drawer belongs to the page it was opened on; a route change closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const headerHidden = useHeaderHidden(layout.headerFix && layout.headerHide);

  // spec §4: the user data (merchant list) is refreshed when the console opens.
  // DESIGN §4: the user's layout, locale and tabs follow them from the server.
  useEffect(() => {
    void loadUserData().catch(() => undefined);
    void useUserSettings.getState().load();
  }, []);

  // spec §3/§8, DESIGN §4: error entries go to the server in batches while the console is open.
  useEffect(() => startLogReporter(), []);
  // The /cc entry's and the switcher's unread counts follow the chat pushes (docs/chat.md "Web").
  useChatUnreadSync();
  useChatDeliveredSignals();
  useChatDueNotices();

  const isMobile = device === 'Mobile';
  // spec §4: on tablet the menu collapses when the collapse button is enabled (showSiderCollapse),
  // until opened; on desktop it is expanded unless the user folds it, which is the spec §3 layout
  // setting menuCollapse (off by default), so the choice is kept.
  const collapsed =
    device === 'Tablet' ? layout.showSiderCollapse && !tabletExpanded : layout.menuCollapse;
  const toggleCollapse = () => {
    if (device === 'Tablet') setTabletExpanded((expanded) => !expanded);
    else useUserSettings.getState().updateLayout({ menuCollapse: !layout.menuCollapse });
  };
  const fullWidthHeader = layout.headerStick && !isMobile;

  const header = (
    <HeaderBar
      entries={entries}
      headerEntries={headerEntries}
      device={device}
      collapsed={collapsed}
      fullWidth={fullWidthHeader}
      hidden={headerHidden}
      onToggleCollapse={toggleCollapse}
      onOpenMenu={() => setDrawerPath(pathname)}
    />
  );
  const siderClasses = [
    styles.sider,
    layout.siderFix ? styles.siderFixed : '',
    fullWidthHeader ? styles.siderUnderHeader : '',
  ];

  return (
    <Layout className={styles.root}>
      {fullWidthHeader ? header : null}
      <Layout hasSider>
        {isMobile ? null : (
          // spec §9: 256 wide, 80 collapsed.
          <Layout.Sider
            width={SIDE_MENU_WIDTH}
            collapsedWidth={SIDE_MENU_COLLAPSED_WIDTH}
            collapsible
            collapsed={collapsed}
            trigger={null}
            theme={layout.siderTheme}
            className={siderClasses.join(' ')}
            data-testid="sider"
            data-theme={layout.siderTheme}
          >
            <ShellSider entries={entries} collapsed={collapsed} showBrand={!fullWidthHeader} />
          </Layout.Sider>
        )}
        <Layout className={styles.main}>
          {fullWidthHeader ? null : header}
          {tabsOn ? <LazyTabBar routes={routes} /> : null}
          <Layout.Content className={styles.content}>
            <PageHeading />
            <PageOutlet />
          </Layout.Content>
        </Layout>
      </Layout>
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileMenu
            entries={entries}
            open={drawerPath === pathname}
            onClose={() => setDrawerPath(null)}
          />
        </Suspense>
      ) : null}
      <LazySettingsDrawer />
    </Layout>
  );
}
