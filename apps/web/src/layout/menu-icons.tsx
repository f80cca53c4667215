import {
  AuditOutlined,
  CalendarOutlined,
  CommentOutlined,
  FileTextOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StarOutlined,
  TranslationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// Route meta names its icon; the layout owns the pictures, so the router chunk stays icon-free.
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
  i18n: <TranslationOutlined />,
};
