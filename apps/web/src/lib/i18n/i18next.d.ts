import 'i18next';
import type { Translations } from './resources';

// Flat dotted keys (ant-design-pro style): 'login.title' is one key, not a path.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Translations };
  }
}
