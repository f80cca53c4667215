/// <reference types="dayjs/locale" />
import {
  LOCALE_AUTO_DETECT,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  type Locale,
} from '@console/contract/constants';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { create } from 'zustand';
import { i18n, initI18n, loadTexts } from './i18n';
import { isLocale, resolveLocale } from './resolve-locale';

// Only the chosen language's texts and antd and dayjs packs are fetched, never all of them; the
// antd and dayjs packs only once a part drawn with antd is wanted (lib/theme/load-antd-scope.tsx):
// the sign-in page needs neither (docs/web.md "Delivery"). dayjs itself is in the entry: the
// log's timestamps (lib/format-date).
const antdLocales: Record<Locale, () => Promise<{ default: AntdLocale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'en-US': () => import('antd/es/locale/en_US'),
};
const dayjsLocales: Record<Locale, { name: string; load: () => Promise<unknown> }> = {
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'en-US': { name: 'en', load: () => Promise.resolve() },
};

/** antd's and dayjs's packs of `locale`; dayjs switches to it. */
async function loadPacks(locale: Locale): Promise<AntdLocale> {
  const [antd] = await Promise.all([antdLocales[locale](), dayjsLocales[locale].load()]);
  dayjs.locale(dayjsLocales[locale].name);
  return antd.default;
}

type LocaleState = {
  locale: Locale;
  /** antd's pack of `locale`, once loadLocalePacks has been called; undefined before. */
  antdLocale: AntdLocale | undefined;
};

export const useLocaleStore = create<LocaleState>(() => ({
  locale: resolveStoredLocale(),
  antdLocale: undefined,
}));

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** `preferred`: the signed-in user's own stored setting, which wins over this browser's. */
function resolveStoredLocale(preferred?: string | null): Locale {
  return resolveLocale({
    stored: isLocale(preferred) ? preferred : readStored(),
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
    autoDetect: LOCALE_AUTO_DETECT,
  });
}

let packsWanted = false;

/** spec §4: changing the locale stores it and updates texts, antd, dayjs and (via i18n) the title. */
export async function changeLocale(locale: Locale): Promise<void> {
  // The choice is kept before its packs arrive: a page left or reloaded meanwhile (a sign-in
  // right after the switch) opens in the chosen language, not the one before.
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  // The server reads it to send this language's texts with the next page it serves (docs/web.md
  // "Ready at once", Route preloads).
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  const [antdLocale] = await Promise.all([
    packsWanted ? loadPacks(locale) : undefined,
    loadTexts(locale),
  ]);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
  useLocaleStore.setState({ locale, antdLocale });
  // The packs were first wanted while this switch ran: fetch them in the language it chose.
  if (packsWanted && !antdLocale) await loadLocalePacks();
}

/**
 * For the parts drawn with antd: the current language's antd and dayjs packs, from now on also
 * fetched with every language switch.
 */
export async function loadLocalePacks(): Promise<void> {
  packsWanted = true;
  for (;;) {
    const { locale, antdLocale } = useLocaleStore.getState();
    if (antdLocale) return;
    const pack = await loadPacks(locale);
    // A switch that ended meanwhile set its own (or none, and the loop fetches its language).
    if (useLocaleStore.getState().locale !== locale) continue;
    useLocaleStore.setState({ antdLocale: pack });
    return;
  }
}

/** At start: resolve (spec §4), store the result, and load the texts before the first render. */
export async function bootLocale(preferred?: string | null): Promise<Locale> {
  const locale = resolveStoredLocale(preferred);
  initI18n(locale);
  await changeLocale(locale);
  return locale;
}
