import { describe, expect, it } from 'vitest';
import { formatTitle } from './format-title';

describe('formatTitle (spec §2)', () => {
  it('joins the page title and the suffix as "title - suffix"', () => {
    expect(formatTitle('Orders', 'Merchant Console')).toBe('Orders - Merchant Console');
  });

  it('shows only the suffix when the page has no title', () => {
    expect(formatTitle('', '商户控制台')).toBe('商户控制台');
  });

  it('prefixes "({n} messages)" when a count is given', () => {
    expect(formatTitle('Orders', 'Merchant Console', 3)).toBe(
      '(3 messages) Orders - Merchant Console',
    );
  });

  it('uses the localised prefix it is given', () => {
    expect(formatTitle('订单管理', '商户控制台', 5, (n) => `（${n} 条消息）`)).toBe(
      '（5 条消息） 订单管理 - 商户控制台',
    );
  });
});
