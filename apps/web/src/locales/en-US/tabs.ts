import type zhCN from '../zh-CN/tabs';

export default {
  'tabs.reload': 'Reload this page',
  'tabs.close': 'Close',
  'tabs.actions': 'Tab actions',
  'tabs.unsaved.title': 'Discard unsaved input?',
  'tabs.unsaved.content': 'The page holds input that has not been saved; it will be lost.',
  'tabs.unsaved.discard': 'Discard',
} satisfies Record<keyof typeof zhCN, string>;
