import { FileTextOutlined, HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { reloadPage } from '../../lib/tabs/page-reload';

// spec §2 header menu list: home (/) and log (/log), each allowed for roles op and admin.
const headerEntries = [
  { key: '/', title: 'layout.headerMenu.home', icon: <HomeOutlined />, roles: ['op', 'admin'] },
  {
    key: '/log',
    title: 'layout.headerMenu.log',
    icon: <FileTextOutlined />,
    roles: ['op', 'admin'],
  },
] as const;

export function HeaderMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const abilities = useAbilities();
  const reloadOnClick = useLayoutSettings((layout) => layout.menuHeaderReload);
  const items: MenuProps['items'] = headerEntries
    .filter((entry) => abilities.hasRoles(entry.roles))
    .map((entry) => ({ key: entry.key, icon: entry.icon, label: t(entry.title) }));
  if (items.length === 0) return null;
  const selected = pathname === '/log' || pathname.startsWith('/log/') ? ['/log'] : [];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // menuHeaderReload: the entry of the page already open reloads it.
    if (key === pathname && reloadOnClick) reloadPage(`${pathname}${search}`);
    else void navigate(key);
  };

  return (
    <Menu
      mode="horizontal"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={selected}
      onClick={onClick}
      style={{ background: 'transparent', borderBottom: 'none', minWidth: 0, flex: '0 1 auto' }}
      data-testid="header-menu"
    />
  );
}
