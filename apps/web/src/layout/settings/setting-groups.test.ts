import { DEFAULT_LAYOUT_SETTINGS } from '@console/contract/user-settings';
import { describe, expect, it } from 'vitest';
import enConsole from '../../locales/en-US/console';
import zhConsole from '../../locales/zh-CN/console';

const consoleTexts = { 'zh-CN': zhConsole, 'en-US': enConsole };
import { settingGroups } from './setting-groups';

const keys = settingGroups.flatMap((group) => group.fields.map((field) => field.key));

describe('layout settings drawer (spec §3)', () => {
  it('offers every layout setting exactly once', () => {
    expect([...keys].sort()).toEqual(Object.keys(DEFAULT_LAYOUT_SETTINGS).sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('labels every setting in both languages', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const texts: Record<string, string> = consoleTexts[locale];
      for (const key of keys) expect(texts[`settings.${key}`], `${locale} ${key}`).toBeTruthy();
    }
  });
});
