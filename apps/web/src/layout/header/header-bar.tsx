import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Layout, theme, type ThemeConfig } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceClass } from '../../lib/responsive/device';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { accessibleDarkTokens } from '../../lib/theme/accessible-tokens';
import { Brand } from '../brand';
import type { MenuEntry } from '../menu-entries';
import { BreadcrumbBar } from './breadcrumb-bar';
import styles from './header.module.css';
import { HeaderMenu } from './header-menu';
import { HeaderTools } from './header-tools';

// spec §3 header themes: the dark and primary headers use antd's dark algorithm for their tools,
// with light secondary texts instead of the console's accessible dark greys (docs/accessibility.md
// "Colour").
const darkHeader: ThemeConfig = { algorithm: theme.darkAlgorithm, token: accessibleDarkTokens };

type Props = {
  entries: readonly MenuEntry[];
  /** The header nodes of the menu tree (docs/system.md "Console"). */
  headerEntries: readonly MenuEntry[];
  device: DeviceClass;
  collapsed: boolean;
  /** headerStick: the header spans the page above the sider and carries the brand. */
  fullWidth: boolean;
  hidden: boolean;
  onToggleCollapse: () => void;
  onOpenMenu: () => void;
};

export function HeaderBar(props: Props) {
  const { entries, headerEntries, device, collapsed, fullWidth, hidden } = props;
  const { onToggleCollapse, onOpenMenu } = props;
  const { t } = useTranslation();
  const layout = useLayoutSettings((settings) => settings);
  const isMobile = device === 'Mobile';
  const isDark = layout.headerTheme !== 'light';
  const classes = [
    styles.header,
    styles[`theme-${layout.headerTheme}`],
    layout.headerFix ? styles.fixed : '',
    hidden ? styles.hidden : '',
  ];

  const bar = (
    <Layout.Header
      className={classes.join(' ')}
      data-testid="header"
      data-theme={layout.headerTheme}
    >
      <Flex align="center" gap={8} className={styles.left}>
        {isMobile ? (
          <>
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={onOpenMenu}
              aria-label={t('layout.menu.open')}
              data-testid="mobile-menu-button"
            />
            {layout.showMobileLogo ? <Brand showName={false} dark={isDark} compact /> : null}
          </>
        ) : (
          <>
            {fullWidth ? <Brand dark={isDark} compact /> : null}
            {layout.showSiderCollapse ? (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={onToggleCollapse}
                aria-label={t(collapsed ? 'layout.menu.expand' : 'layout.menu.collapse')}
                data-testid="menu-toggle"
              />
            ) : null}
            {layout.showBreadcrumb ? <BreadcrumbBar /> : null}
          </>
        )}
        {layout.headerMenu ? <HeaderMenu dark={isDark} entries={headerEntries} /> : null}
      </Flex>
      <HeaderTools entries={entries} device={device} />
    </Layout.Header>
  );
  return isDark ? <ConfigProvider theme={darkHeader}>{bar}</ConfigProvider> : bar;
}
