import { LOCALE_STORAGE_KEY } from '@console/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { bootLocale, changeLocale, useLocaleStore } from './locale-store';

afterEach(() => localStorage.clear());

describe('changeLocale', () => {
  it('keeps the choice at once, before the language packs have arrived', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    await bootLocale();
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
    const switching = changeLocale('en-US');
    // A sign-in right after the switch leaves the page now: the next one must open in English.
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(useLocaleStore.getState().locale).toBe('zh-CN');
    await switching;
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
