import { LOCALE_STORAGE_KEY } from '@console/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLocale, changeLocale, useLocaleStore } from './locale-store';
import type * as Resources from './resources';

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

describe('antd and dayjs packs', () => {
  afterEach(() => vi.doUnmock('./resources'));
  // The module remembers whether the packs were wanted: each test loads a fresh one.
  const fresh = async () => {
    vi.resetModules();
    const store = await import('./locale-store');
    const { default: dayjs } = await import('dayjs');
    return { ...store, dayjs };
  };

  it('are not fetched for the sign-in page: only once a part drawn with antd asks', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    const { bootLocale, loadLocalePacks, useLocaleStore, dayjs } = await fresh();
    await bootLocale();
    expect(useLocaleStore.getState().antdLocale).toBeUndefined();

    await loadLocalePacks();
    expect(useLocaleStore.getState().antdLocale?.locale).toBe('zh-cn');
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it('follow every switch once wanted', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    const { bootLocale, changeLocale, loadLocalePacks, useLocaleStore, dayjs } = await fresh();
    await bootLocale();
    await loadLocalePacks();
    await changeLocale('en-US');
    expect(useLocaleStore.getState().antdLocale?.locale).toBe('en');
    expect(dayjs.locale()).toBe('en');
  });

  it('end in the language a switch chose when first wanted during it', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    // The English texts arrive when the test says: the packs are wanted (and fetched in
    // Chinese) while the switch still waits for them.
    let textsArrive = () => {};
    const arrived = new Promise<void>((resolve) => (textsArrive = resolve));
    vi.doMock('./resources', async (original) => {
      const actual = await original<typeof Resources>();
      const enPublic = actual.textLoaders.public['en-US'];
      return {
        ...actual,
        textLoaders: {
          ...actual.textLoaders,
          public: { ...actual.textLoaders.public, 'en-US': () => arrived.then(enPublic) },
        },
      };
    });
    const { bootLocale, changeLocale, loadLocalePacks, useLocaleStore } = await fresh();
    await bootLocale();
    const switching = changeLocale('en-US');
    await loadLocalePacks();
    expect(useLocaleStore.getState().antdLocale?.locale).toBe('zh-cn');
    textsArrive();
    await switching;
    expect(useLocaleStore.getState().locale).toBe('en-US');
    expect(useLocaleStore.getState().antdLocale?.locale).toBe('en');
  });
});
