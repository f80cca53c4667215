import { ShopOutlined } from '@ant-design/icons';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '@console/contract/constants';
import { Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { RouteNode } from '../lib/routing/route-meta';
import { loadUserData } from '../lib/session/user-merchants';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import styles from './console-layout.module.css';
import { HeaderBar } from './header-bar';
import { MerchantPanel } from './merchant-panel';
import { SideMenu } from './side-menu';

/** The console shell (spec §1): sider with brand, merchant and menu; header; the page. */
export function ConsoleLayout({ routes }: { routes: readonly RouteNode[] }) {
  const { t } = useTranslation();
  const siderTheme = useLayoutSettings((state) => state.siderTheme);
  const [collapsed, setCollapsed] = useState(false);

  // spec §4: the user data (merchant list) is refreshed when the console opens.
  useEffect(() => {
    void loadUserData().catch(() => undefined);
  }, []);

  return (
    <Layout className={styles.root}>
      {/* spec §9: 256 wide, 80 collapsed; spec §4: collapses below the 992 px breakpoint. */}
      <Layout.Sider
        width={SIDE_MENU_WIDTH}
        collapsedWidth={SIDE_MENU_COLLAPSED_WIDTH}
        collapsible
        collapsed={collapsed}
        onBreakpoint={setCollapsed}
        breakpoint="lg"
        trigger={null}
        theme={siderTheme}
        className={styles.sider}
        data-testid="sider"
      >
        <div className={styles.brand}>
          <span className={styles.brandLogo}>
            <ShopOutlined />
          </span>
          {collapsed ? null : <span className={styles.brandName}>{t('app.name')}</span>}
        </div>
        <MerchantPanel collapsed={collapsed} />
        <SideMenu routes={routes} collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <HeaderBar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
