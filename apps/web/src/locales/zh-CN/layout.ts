// spec §1 shell and §2 layout texts.
export default {
  'layout.userMenu.home': '我的主页',
  'layout.userMenu.setting': '设置',
  'layout.userMenu.logout': '退出登录',
  'layout.logout.title': '退出登录',
  'layout.logout.content': '确定要退出登录吗？',
  'layout.merchant.current': '当前商户',
  'layout.merchant.supplement': '补充商户信息',
  'layout.menu.collapse': '收起菜单',
  'layout.menu.expand': '展开菜单',
  'layout.locale': '语言',
  'layout.tabs.closeLeft': '关闭左侧',
  'layout.tabs.closeRight': '关闭右侧',
  'layout.tabs.closeOther': '关闭其他',
  'layout.tabs.closeAll': '关闭全部',
} as const;
