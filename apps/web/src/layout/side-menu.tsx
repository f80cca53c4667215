import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { RouteNode } from '../lib/routing/route-meta';
import { useSessionStore } from '../lib/session/session-store';
import { useLayoutSettings } from '../lib/settings/layout-settings';
import { buildMenuEntries, findActiveKeys, type MenuEntry } from './menu-entries';
import { menuIcons } from './menu-icons';

type Props = { routes: readonly RouteNode[]; collapsed: boolean };

export function SideMenu({ routes, collapsed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const access = useSessionStore((state) => state.user?.access);
  const theme = useLayoutSettings((state) => state.siderTheme);
  const accordion = useLayoutSettings((state) => state.menuAccordion);

  const entries = useMemo(() => buildMenuEntries(routes, access), [routes, access]);
  const active = findActiveKeys(entries, pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(active?.open ? [active.open] : []);

  const toItem = (entry: MenuEntry): NonNullable<MenuProps['items']>[number] => ({
    key: entry.key,
    icon: entry.icon ? menuIcons[entry.icon] : undefined,
    label: t(entry.title),
    children: entry.children?.map(toItem),
  });

  // spec §9: accordion on -> one group open at a time.
  const onOpenChange = (keys: string[]) => {
    setOpenKeys(accordion ? keys.filter((key) => !openKeys.includes(key)).slice(-1) : keys);
  };

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={entries.map(toItem)}
      selectedKeys={active ? [active.selected] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange })}
      onClick={({ key }) => void navigate(key)}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
