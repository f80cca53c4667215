import { messages } from '@console/contract/messages';
import enApp from '../../locales/en-US/app';
import enAuth from '../../locales/en-US/auth';
import enLayout from '../../locales/en-US/layout';
import enMembers from '../../locales/en-US/members';
import enPages from '../../locales/en-US/pages';
import enSettings from '../../locales/en-US/settings';
import enTabs from '../../locales/en-US/tabs';
import zhApp from '../../locales/zh-CN/app';
import zhAuth from '../../locales/zh-CN/auth';
import zhLayout from '../../locales/zh-CN/layout';
import zhMembers from '../../locales/zh-CN/members';
import zhPages from '../../locales/zh-CN/pages';
import zhSettings from '../../locales/zh-CN/settings';
import zhTabs from '../../locales/zh-CN/tabs';

// The contract's messages (spec §5 rules, spec §8 errors) are shared with the server and merged
// in as they are, so a text the server sends and the one the web shows never drift apart.
const zhCN = {
  ...messages['zh-CN'],
  ...zhApp,
  ...zhAuth,
  ...zhLayout,
  ...zhPages,
  ...zhSettings,
  ...zhMembers,
  ...zhTabs,
};

export type TranslationKey = keyof typeof zhCN;

const enUS: Record<TranslationKey, string> = {
  ...messages['en-US'],
  ...enApp,
  ...enAuth,
  ...enLayout,
  ...enPages,
  ...enSettings,
  ...enMembers,
  ...enTabs,
};

export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
} as const;

/** Each web namespace, for the test that no local key shadows a contract key. */
export const webNamespaces = [zhApp, zhAuth, zhLayout, zhPages, zhSettings, zhMembers, zhTabs];
