import type { MenuIcon } from '@console/contract/system-menus';
import {
  ApartmentOutlined,
  AuditOutlined,
  CalendarOutlined,
  CommentOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  StarOutlined,
  TranslationOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Route meta names its icon; the layout owns the pictures, so the router chunk stays icon-free.
// Every icon a menu node may name (MENU_ICONS, docs/system.md "Menus") has its picture here.
export const menuIcons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  activity: <CalendarOutlined />,
  shop: <ShopOutlined />,
  cc: <CommentOutlined />,
  eva: <StarOutlined />,
  account: <UserOutlined />,
  record: <AuditOutlined />,
  log: <FileTextOutlined />,
  audit: <SafetyCertificateOutlined />,
  system: <SettingOutlined />,
  user: <TeamOutlined />,
  role: <IdcardOutlined />,
  menu: <ApartmentOutlined />,
  history: <HistoryOutlined />,
  i18n: <TranslationOutlined />,
} satisfies Record<MenuIcon, ReactNode>;
