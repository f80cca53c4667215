// spec §2 tab bar: actions beyond the close-left/right/other/all texts of the layout namespace.
export default {
  'tabs.reload': '刷新当前页',
  'tabs.close': '关闭',
  'tabs.actions': '标签页操作',
  'tabs.unsaved.title': '放弃未保存的内容？',
  'tabs.unsaved.content': '页面中有尚未保存的输入，继续将会丢失。',
  'tabs.unsaved.discard': '放弃',
} as const;
