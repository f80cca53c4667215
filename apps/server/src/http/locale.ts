import { DEFAULT_LOCALE, type Locale } from '@console/contract/constants';

/**
 * spec §9: zh-CN is the default; DESIGN §3: en-US is answered when the caller prefers English to
 * Chinese (the highest-weighted of the two in Accept-Language wins, ties go to the earlier entry).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...attributes] = part.trim().toLowerCase().split(';');
    const language = tag.trim().split('-')[0];
    const locale: Locale | undefined =
      language === 'en' ? 'en-US' : language === 'zh' ? 'zh-CN' : undefined;
    if (!locale) continue;
    const quality = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
