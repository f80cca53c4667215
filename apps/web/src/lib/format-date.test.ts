import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';
import { initTestI18n } from './testing/i18n';

beforeEach(() => initTestI18n('zh-CN'));

describe('formatDateTime (spec §9 default format)', () => {
  it('formats as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2021, 0, 2, 3, 4, 5))).toBe('2021-01-02 03:04:05');
  });

  it('shows 无效日期 for an invalid date (spec §5)', () => {
    expect(formatDateTime('not a date')).toBe('无效日期');
  });
});
