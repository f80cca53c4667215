import type { Locale } from '@console/contract/constants';

// Each language is named in itself, so a reader of the other language can still find theirs.
export const localeNames: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'EN' };
