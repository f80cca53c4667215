import type zhCN from '../zh-CN/layout';

export default {
  'layout.userMenu.home': 'My home',
  'layout.userMenu.setting': 'Setting',
  'layout.userMenu.logout': 'Log out',
  'layout.logout.title': 'Log out',
  'layout.logout.content': 'Are you sure you want to log out?',
  'layout.merchant.current': 'Current merchant',
  'layout.merchant.supplement': 'Supplement merchant information',
  'layout.menu.collapse': 'Collapse menu',
  'layout.menu.expand': 'Expand menu',
  'layout.locale': 'Language',
  'layout.tabs.closeLeft': 'Close left',
  'layout.tabs.closeRight': 'Close right',
  'layout.tabs.closeOther': 'Close other',
  'layout.tabs.closeAll': 'Close all',
} satisfies Record<keyof typeof zhCN, string>;
