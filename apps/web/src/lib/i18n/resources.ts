import type { Locale } from '@console/contract/constants';
import type zhActivityEditor from '../../locales/zh-CN/activity-editor';
import type zhConsole from '../../locales/zh-CN/console';
import type zhPublic from '../../locales/zh-CN/public';
import type zhSystem from '../../locales/zh-CN/system';

export type Translations = typeof zhPublic &
  typeof zhConsole &
  typeof zhSystem &
  typeof zhActivityEditor;
export type TranslationKey = keyof Translations;

/**
 * `public` is loaded at start; `console` with the console layout (DESIGN §5 code splitting);
 * `system` and `activityEditor` with the pages that alone use them (app/route-table.ts), so the
 * other pages do not carry them (docs/web.md "Delivery").
 */
export type TextPart = 'public' | 'console' | 'system' | 'activityEditor';

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
  system: {
    'zh-CN': () => import('../../locales/zh-CN/system'),
    'en-US': () => import('../../locales/en-US/system'),
  },
  activityEditor: {
    'zh-CN': () => import('../../locales/zh-CN/activity-editor'),
    'en-US': () => import('../../locales/en-US/activity-editor'),
  },
};
