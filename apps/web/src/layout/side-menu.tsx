import { Badge, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useChatUnread } from '../lib/api/get-chat-unread';
import { useMerchantId } from '../lib/merchant/use-merchant-id';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import { reloadPage } from '../lib/tabs/page-reload';
import styles from './console-layout.module.css';
import { findActiveKeys, type MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';

const CHAT_PATH = '/cc';

type Props = { entries: readonly MenuEntry[]; collapsed: boolean };

export function SideMenu({ entries, collapsed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const layout = useLayoutSettings((settings) => settings);
  // Conversations with unread customer messages in the current merchant (docs/chat.md "Web").
  const chatUnread = useChatUnread(useMerchantId());

  const active = findActiveKeys(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(active?.open ? [active.open] : []);
  // The group of the current page opens when the page changes (search, tabs, links).
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    if (active?.open && !openKeys.includes(active.open)) {
      setOpenKeys(layout.menuAccordion ? [active.open] : [...openKeys, active.open]);
    }
  }

  const toItem = (entry: MenuEntry): NonNullable<MenuProps['items']>[number] => ({
    key: entry.key,
    icon: entry.icon ? menuIcons[entry.icon] : undefined,
    label: (
      <span className={styles.menuLabel} data-testid={`menu-${entry.key}`}>
        <span className={styles.menuText} title={entry.label}>
          {entry.label}
        </span>
        {entry.key === CHAT_PATH && chatUnread > 0 && (
          <Badge
            count={chatUnread}
            overflowCount={99}
            size="small"
            className={styles.menuCount}
            aria-label={t('layout.chatUnread', { count: chatUnread })}
            data-testid="menu-cc-unread"
          />
        )}
      </span>
    ),
    children: entry.children?.map(toItem),
  });

  // spec §9: accordion on -> one group open at a time.
  const onOpenChange = (keys: string[]) => {
    setOpenKeys(
      layout.menuAccordion ? keys.filter((key) => !openKeys.includes(key)).slice(-1) : keys,
    );
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // menuSiderReload: the entry of the page already open reloads it.
    if (key === pathname && layout.menuSiderReload) reloadPage(`${pathname}${search}`);
    else void navigate(key);
  };

  const titled = collapsed && layout.showCollapseMenuTitle;
  return (
    <Menu
      mode="inline"
      theme={layout.siderTheme}
      items={entries.map(toItem)}
      selectedKeys={active ? [active.selected] : []}
      inlineCollapsed={collapsed}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={onClick}
      className={titled ? styles.titledMenu : undefined}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
