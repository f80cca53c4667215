import type { Locale } from '@console/contract/constants';
import enConsole from '../../locales/en-US/console';
import enPublic from '../../locales/en-US/public';
import zhConsole from '../../locales/zh-CN/console';
import zhPublic from '../../locales/zh-CN/public';
import { addTexts, i18n, initI18n } from '../i18n/i18n';

/** Tests render synchronously: every text of both languages, registered at once. */
export function initTestI18n(locale: Locale): void {
  initI18n(locale);
  addTexts('zh-CN', { ...zhPublic, ...zhConsole });
  addTexts('en-US', { ...enPublic, ...enConsole });
  void i18n.changeLanguage(locale);
}
