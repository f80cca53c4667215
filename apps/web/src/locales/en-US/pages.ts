import type zhCN from '../zh-CN/pages';

export default {
  'errorPage.403': "Sorry, you don't have access to this page.",
  'errorPage.404': 'Sorry, the page you visited does not exist.',
  'errorPage.500': 'Sorry, the server is reporting an error.',
  'errorPage.backHome': 'Back Home',
  'errorPage.chunk': 'The page failed to load, please reload.',
  'errorPage.reload': 'Reload',
  'i18nDemo.greeting': 'Hello, welcome to the Merchant Console!',
  'i18nDemo.current': 'Current language: {{locale}}',
  'i18nDemo.hint': 'Switch the language at the top right and the greeting follows.',
  'log.empty': 'No logs',
  'log.time': 'Time',
  'log.type': 'Type',
  'log.message': 'Message',
  'log.url': 'Page',
  'log.clear': 'Clear logs',
  'log.type.info': 'Info',
  'log.type.error': 'Error',
} satisfies Record<keyof typeof zhCN, string>;
