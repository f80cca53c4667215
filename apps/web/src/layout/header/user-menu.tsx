import { HomeOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
// The Avatar file without Avatar.Group (as merchant-panel.tsx).
import Avatar from 'antd/es/avatar/Avatar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/session/logout';
import { useSessionStore } from '../../lib/session/session-store';
import { ClickMenu } from '../click-menu';
import styles from './header.module.css';

/** spec §2 user menu: my home, setting, log out (with confirmation when logoutConfirm is on). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const name = user?.nickname || user?.mail || user?.mobile || '';

  const items: MenuProps['items'] = [
    {
      key: 'home',
      icon: <HomeOutlined />,
      label: <span data-testid="user-menu-home">{t('layout.userMenu.home')}</span>,
    },
    {
      key: 'setting',
      icon: <SettingOutlined />,
      label: <span data-testid="user-menu-setting">{t('layout.userMenu.setting')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('layout.userMenu.logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') void navigate('/setting/user');
    else if (key === 'setting') void navigate('/setting/account');
    else if (key === 'logout') void logout();
  };

  return (
    <ClickMenu menu={{ items, onClick }} placement="bottomRight">
      <button type="button" className={styles.userButton} data-testid="user-menu">
        <Avatar size={32} src={user?.faceUrl || undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{name}</span>
      </button>
    </ClickMenu>
  );
}
