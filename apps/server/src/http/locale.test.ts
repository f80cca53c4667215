import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US', 'en-US'],
    ['en', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['fr-FR,en;q=0.5', 'en-US'],
    ['fr-FR,de;q=0.5', 'zh-CN'],
    ['zh;q=0.4,en;q=0.8', 'en-US'],
    ['en;q=0,zh;q=0.1', 'zh-CN'],
    ['EN-us', 'en-US'],
    ['*', 'zh-CN'],
  ])('reads %s as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
