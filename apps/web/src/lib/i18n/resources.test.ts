import { messages } from '@console/contract/messages';
import { describe, expect, it } from 'vitest';
import enActivityEditor from '../../locales/en-US/activity-editor';
import enConsole from '../../locales/en-US/console';
import enPublic from '../../locales/en-US/public';
import enSystem from '../../locales/en-US/system';
import zhActivityEditor from '../../locales/zh-CN/activity-editor';
import zhConsole from '../../locales/zh-CN/console';
import zhPublic from '../../locales/zh-CN/public';
import zhSystem from '../../locales/zh-CN/system';
import { textLoaders } from './resources';

describe('i18n resources', () => {
  it('keeps every contract message as the contract words it', () => {
    expect(zhPublic).toMatchObject(messages['zh-CN']);
    expect(enPublic).toMatchObject(messages['en-US']);
  });

  it('never defines a key in two parts (a contract key in a web namespace, a public key elsewhere)', () => {
    const parts = [zhPublic, zhConsole, zhSystem, zhActivityEditor].map((part) =>
      Object.keys(part),
    );
    const all = parts.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });

  it('has the same keys in both languages, part by part', () => {
    expect(Object.keys(enPublic).sort()).toEqual(Object.keys(zhPublic).sort());
    expect(Object.keys(enConsole).sort()).toEqual(Object.keys(zhConsole).sort());
    expect(Object.keys(enSystem).sort()).toEqual(Object.keys(zhSystem).sort());
    expect(Object.keys(enActivityEditor).sort()).toEqual(Object.keys(zhActivityEditor).sort());
  });

  it('keeps the system pages and the activity editor texts to their parts', () => {
    expect(Object.keys(zhSystem).every((key) => key.startsWith('system.'))).toBe(true);
    expect(Object.keys(zhActivityEditor).every((key) => key.startsWith('activityEditor.'))).toBe(
      true,
    );
  });

  it('loads each part of each language as a chunk of its own', async () => {
    expect((await textLoaders.console['en-US']()).default).toEqual(enConsole);
    expect((await textLoaders.public['zh-CN']()).default).toEqual(zhPublic);
    expect((await textLoaders.system['en-US']()).default).toEqual(enSystem);
    expect((await textLoaders.activityEditor['zh-CN']()).default).toEqual(zhActivityEditor);
  });
});
