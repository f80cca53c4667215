import type { Locale } from '@console/contract/constants';
import { DEFAULT_LOCALE, LOCALES } from '@console/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocale } from './resolve-locale';
import { textLoaders, type TextPart, type TranslationKey } from './resources';

export const i18n = i18next.createInstance();

/** Synchronous and empty: the texts arrive through `loadTexts` (or `addTexts` in tests). */
export function initI18n(locale: Locale): void {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(locale);
    return;
  }
  void i18n.use(initReactI18next).init({
    resources: {},
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

export function addTexts(locale: Locale, texts: Record<string, string>): void {
  i18n.addResourceBundle(locale, 'translation', texts, true, true);
}

// The parts the app has asked for; a language switch fetches each of them in the new language.
const wanted = new Set<TextPart>(['public']);
const loaded = new Set<string>();

/** Fetches the wanted parts (plus `parts`) of a language that are not there yet. */
export async function loadTexts(locale: Locale, parts: TextPart[] = []): Promise<void> {
  for (const part of parts) wanted.add(part);
  await Promise.all(
    [...wanted].map(async (part) => {
      const key = `${locale}:${part}`;
      if (loaded.has(key)) return;
      const bundle = await textLoaders[part][locale]();
      addTexts(locale, bundle.default);
      loaded.add(key);
    }),
  );
}

/** The console's own texts, in the current language (the console layout awaits it). */
export const loadConsoleTexts = () => loadTexts(currentLocale(), ['console']);

/** A page's loader that also fetches the text part only it uses, in parallel with its code. */
export const withTexts =
  <T>(part: TextPart, load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadTexts(currentLocale(), [part])]))[0];

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export const t = i18n.t.bind(i18n);

/**
 * Whether a message (a field error the server sent) is still a key of the loaded texts, which
 * hold every contract message (resources.test.ts), so it is translated here rather than shown
 * as it came. Asked of the texts, not of the contract's catalogue, which holds both languages.
 */
export function isTextKey(value: string): value is TranslationKey {
  return i18n.exists(value);
}
