import 'i18next';
import type { resources } from './resources';

// Flat dotted keys (ant-design-pro style): 'login.title' is one key, not a path.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: (typeof resources)['zh-CN'];
  }
}
