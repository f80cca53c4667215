import { describe, expect, it } from 'vitest';
import { matchLocale, resolveLocale } from './resolve-locale';

describe('resolveLocale (spec §4 "Locale")', () => {
  it('uses the stored setting when it is supported', () => {
    expect(resolveLocale({ stored: 'en-US', browserLanguages: ['zh-CN'], autoDetect: true })).toBe(
      'en-US',
    );
  });

  it('ignores an unsupported stored setting', () => {
    expect(resolveLocale({ stored: 'fr-FR', browserLanguages: [], autoDetect: false })).toBe(
      'zh-CN',
    );
  });

  it('uses the browser language when supported and automatic detection is on', () => {
    expect(
      resolveLocale({ stored: null, browserLanguages: ['fr', 'en-GB'], autoDetect: true }),
    ).toBe('en-US');
  });

  it('ignores the browser language while automatic detection is off (the default)', () => {
    expect(resolveLocale({ stored: null, browserLanguages: ['en-US'], autoDetect: false })).toBe(
      'zh-CN',
    );
  });

  it('falls back to the default zh-CN when nothing matches', () => {
    expect(resolveLocale({ stored: null, browserLanguages: ['fr', 'de'], autoDetect: true })).toBe(
      'zh-CN',
    );
  });
});

describe('matchLocale', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['ja', undefined],
  ])('%s -> %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});
