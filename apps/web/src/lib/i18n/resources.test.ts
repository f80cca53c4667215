import { messages } from '@console/contract/messages';
import { describe, expect, it } from 'vitest';
import enConsole from '../../locales/en-US/console';
import enPublic from '../../locales/en-US/public';
import zhConsole from '../../locales/zh-CN/console';
import zhPublic from '../../locales/zh-CN/public';
import { textLoaders } from './resources';

describe('i18n resources', () => {
  it('keeps every contract message as the contract words it', () => {
    expect(zhPublic).toMatchObject(messages['zh-CN']);
    expect(enPublic).toMatchObject(messages['en-US']);
  });

  it('never redefines a contract key in a web namespace, nor a public key in the console part', () => {
    const publicKeys = new Set(Object.keys(zhPublic));
    expect(Object.keys(zhConsole).filter((key) => publicKeys.has(key))).toEqual([]);
  });

  it('has the same keys in both languages, part by part', () => {
    expect(Object.keys(enPublic).sort()).toEqual(Object.keys(zhPublic).sort());
    expect(Object.keys(enConsole).sort()).toEqual(Object.keys(zhConsole).sort());
  });

  it('loads each part of each language as a chunk of its own', async () => {
    expect((await textLoaders.console['en-US']()).default).toEqual(enConsole);
    expect((await textLoaders.public['zh-CN']()).default).toEqual(zhPublic);
  });
});
