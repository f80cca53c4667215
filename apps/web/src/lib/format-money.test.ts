import { beforeEach, describe, expect, it } from 'vitest';
import { formatPrice, formatYuan } from './format-money';
import { initTestI18n } from './testing/i18n';

beforeEach(() => initTestI18n('en-US'));

describe('formatYuan (integer cents as yuan)', () => {
  it('shows two decimals without grouping', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(1005)).toBe('¥10.05');
    expect(formatYuan(123456789)).toBe('¥1234567.89');
  });

  it('groups thousands for the home figures', () => {
    expect(formatYuan(123456789, { grouped: true })).toBe('¥1,234,567.89');
    expect(formatYuan(99, { grouped: true })).toBe('¥0.99');
    // The figures count up through fractions of a cent: still two decimals.
    expect(formatYuan(61728.3, { grouped: true })).toBe('¥617.28');
  });
});

describe('formatPrice (an activity price)', () => {
  it('reads 0 as free, any other price as yuan', () => {
    expect(formatPrice(0)).toBe('Free');
    expect(formatPrice(1050)).toBe('¥10.50');
  });
});
