import { layoutSettings, openedTabs } from '@console/contract/user-settings';
import { describe, expect, it } from 'vitest';
import { isLayoutValue, LAYOUT_KEYS, readOpenedTabs } from './check-settings';

const tab = {
  key: 'a1b2c3',
  name: 'orders',
  fullPath: '/shop/order?status=paid',
  params: {},
  query: { status: 'paid' },
  meta: { title: 'route.shop.order', closable: true, cache: true, auth: true, keepAlive: true },
};

// Each case goes through the contract's zod schema and the hand-written check: they must agree.
const tabsCases: unknown[] = [
  { merchantId: null, items: [] },
  { merchantId: 7, items: [tab] },
  { merchantId: '12', items: [tab] },
  { merchantId: '012', items: [] },
  { merchantId: 0, items: [] },
  { merchantId: 1.5, items: [] },
  { merchantId: 7, items: [tab], extra: 1 },
  { merchantId: 7, items: [{ ...tab, key: '' }] },
  { merchantId: 7, items: [{ ...tab, key: 'k'.repeat(33) }] },
  { merchantId: 7, items: [{ ...tab, fullPath: '' }] },
  { merchantId: 7, items: [{ ...tab, other: true }] },
  { merchantId: 7, items: [{ ...tab, query: { q: 1 } }] },
  {
    merchantId: 7,
    items: [{ ...tab, meta: { ...tab.meta, icon: 'ShopOutlined', roles: ['op'] } }],
  },
  { merchantId: 7, items: [{ ...tab, meta: { ...tab.meta, roles: Array(11).fill('op') } }] },
  { merchantId: 7, items: [{ ...tab, meta: { ...tab.meta, closable: 'yes' } }] },
  { merchantId: 7, items: [{ ...tab, meta: { ...tab.meta, hidden: true } }] },
  { merchantId: 7, items: Array(50).fill(tab) },
  { merchantId: 7, items: Array(51).fill(tab) },
  { merchantId: 7 },
  null,
  'tabs',
];

describe('settings checks without zod', () => {
  it('accept exactly the layout values the contract accepts', () => {
    expect(LAYOUT_KEYS.sort()).toEqual(Object.keys(layoutSettings.shape).sort());
    const values = [true, false, 'dark', 'light', 'primary', 'blue', 1, null, undefined];
    for (const key of LAYOUT_KEYS) {
      for (const value of values) {
        const schema = layoutSettings.shape[key];
        expect(isLayoutValue(key, value), `${key}=${String(value)}`).toBe(
          schema.safeParse(value).success,
        );
      }
    }
  });

  it('read the same open tabs as the contract', () => {
    for (const value of tabsCases) {
      const parsed = openedTabs.safeParse(value);
      expect(readOpenedTabs(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
