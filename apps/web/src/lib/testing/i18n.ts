import type { Locale } from '@console/contract/constants';
import enActivityEditor from '../../locales/en-US/activity-editor';
import enConsole from '../../locales/en-US/console';
import enPublic from '../../locales/en-US/public';
import enSystem from '../../locales/en-US/system';
import zhActivityEditor from '../../locales/zh-CN/activity-editor';
import zhConsole from '../../locales/zh-CN/console';
import zhPublic from '../../locales/zh-CN/public';
import zhSystem from '../../locales/zh-CN/system';
import { addTexts, i18n, initI18n } from '../i18n/i18n';

/** Tests render synchronously: every text of both languages, registered at once. */
export function initTestI18n(locale: Locale): void {
  initI18n(locale);
  addTexts('zh-CN', { ...zhPublic, ...zhConsole, ...zhSystem, ...zhActivityEditor });
  addTexts('en-US', { ...enPublic, ...enConsole, ...enSystem, ...enActivityEditor });
  void i18n.changeLanguage(locale);
}
