import type { Locale } from '@console/contract/constants';
import type zhConsole from '../../locales/zh-CN/console';
import type zhPublic from '../../locales/zh-CN/public';

export type Translations = typeof zhPublic & typeof zhConsole;
export type TranslationKey = keyof Translations;

/** `public` is loaded at start; `console` with the console layout (DESIGN §5 code splitting). */
export type TextPart = 'public' | 'console';

type Bundle = { default: Record<string, string> };

// One chunk per language and part: only the chosen language is ever fetched (like antd's packs).
export const textLoaders: Record<TextPart, Record<Locale, () => Promise<Bundle>>> = {
  public: {
    'zh-CN': () => import('../../locales/zh-CN/public'),
    'en-US': () => import('../../locales/en-US/public'),
  },
  console: {
    'zh-CN': () => import('../../locales/zh-CN/console'),
    'en-US': () => import('../../locales/en-US/console'),
  },
};
