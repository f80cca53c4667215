import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { reloadPage } from '../../lib/tabs/page-reload';
import { findActiveKeys, type MenuEntry } from '../menu-entries';
import { menuIcons } from '../menu-icons';

// spec §2 header menu list (home / and log /log for op and admin), now the header nodes of the
// menu tree the user's roles hold (seeded so, editable in /system/menu; docs/system.md "Menus").

type Props = { dark: boolean; entries: readonly MenuEntry[] };

const toItem = (entry: MenuEntry): NonNullable<MenuProps['items']>[number] => ({
  key: entry.key,
  icon: entry.icon ? menuIcons[entry.icon] : undefined,
  label: entry.label,
  children: entry.children?.map(toItem),
});

export function HeaderMenu({ dark, entries }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reloadOnClick = useLayoutSettings((layout) => layout.menuHeaderReload);
  if (entries.length === 0) return null;
  // "/" leads elsewhere (spec §2 index): it is never the selected page.
  const active = findActiveKeys(
    entries.filter((entry) => entry.key !== '/'),
    pathname,
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // menuHeaderReload: the entry of the page already open reloads it.
    if (key === pathname && reloadOnClick) reloadPage(`${pathname}${search}`);
    else void navigate(key);
  };

  return (
    <Menu
      mode="horizontal"
      theme={dark ? 'dark' : 'light'}
      items={entries.map(toItem)}
      selectedKeys={active ? [active.selected] : []}
      onClick={onClick}
      style={{ background: 'transparent', borderBottom: 'none', minWidth: 0, flex: '0 1 auto' }}
      data-testid="header-menu"
    />
  );
}
