import { DEFAULT_LOCALE, LOCALES, type Locale } from '@console/contract/constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'zh-CN', 'zh', 'zh-Hans-CN' -> 'zh-CN'; 'en', 'en-GB' -> 'en-US'; others -> undefined. */
export function matchLocale(tag: string): Locale | undefined {
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('-')[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.split('-')[0] === language);
}

export type LocaleSources = {
  stored: string | null;
  browserLanguages: readonly string[];
  autoDetect: boolean;
  fallback?: Locale;
};

/**
 * spec §4 "Locale": the stored setting when supported; else the browser language when it is
 * supported and automatic detection is on; else the configured default.
 */
export function resolveLocale({
  stored,
  browserLanguages,
  autoDetect,
  fallback = DEFAULT_LOCALE,
}: LocaleSources): Locale {
  if (isLocale(stored)) return stored;
  if (autoDetect) {
    for (const language of browserLanguages) {
      const match = matchLocale(language);
      if (match) return match;
    }
  }
  return fallback;
}
