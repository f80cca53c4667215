import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocaleSwitch } from '../lib/i18n/locale-switch';
import styles from './console-layout.module.css';
import { UserMenu } from './user-menu';

type Props = { collapsed: boolean; onToggle: () => void };

export function HeaderBar({ collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={t(collapsed ? 'layout.menu.expand' : 'layout.menu.collapse')}
        data-testid="menu-toggle"
      />
      <Flex align="center" gap={8}>
        <LocaleSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
