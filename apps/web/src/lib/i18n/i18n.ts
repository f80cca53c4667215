import type { Locale } from '@console/contract/constants';
import { DEFAULT_LOCALE, LOCALES } from '@console/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocale } from './resolve-locale';
import { resources } from './resources';

export const i18n = i18next.createInstance();

/** Synchronous: every resource is bundled (both languages are a few KB). */
export function initI18n(locale: Locale): void {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(locale);
    return;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export const t = i18n.t.bind(i18n);
