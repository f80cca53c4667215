import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { initTestI18n } from '../testing/i18n';
import { logIndicatorText, summarizeLog } from './log-summary';

const text = (entries: { type: string }[]) =>
  logIndicatorText(summarizeLog(entries), (key, values) => i18n.t(key, values));

describe('log indicator text (spec §8)', () => {
  it('reads "{n} logs | includes {m} errors" in en-US', () => {
    initTestI18n('en-US');
    expect(text([{ type: 'info' }, { type: 'error' }, { type: 'error' }])).toBe(
      '3 logs | includes 2 errors',
    );
    expect(text([{ type: 'info' }])).toBe('1 logs | includes 0 errors');
  });

  it('reads "No logs or errors" for an empty log', () => {
    initTestI18n('en-US');
    expect(text([])).toBe('No logs or errors');
  });

  it('has the zh-CN equivalents', () => {
    initTestI18n('zh-CN');
    expect(text([{ type: 'error' }])).toBe('1 条日志 | 含 1 条错误');
    expect(text([])).toBe('暂无日志和错误');
  });
});
