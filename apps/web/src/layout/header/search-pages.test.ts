import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menu-entries';
import { searchPages } from './search-pages';

const menu = (labels: Record<string, string>): MenuEntry[] => [
  { key: '/home', label: labels.home!, icon: 'home' },
  {
    key: '/shop',
    label: labels.shop!,
    icon: 'shop',
    children: [
      { key: '/shop/info', label: labels.info! },
      { key: '/shop/order', label: labels.order! },
    ],
  },
];
const english = menu({
  home: 'Home',
  shop: 'Shop',
  info: 'Shop information',
  order: 'Order management',
});
const chinese = menu({ home: '首页', shop: '店铺', info: '店铺信息', order: '订单管理' });

describe('searchPages (header search)', () => {
  it('finds pages by their title in the current language, ignoring case', () => {
    expect(searchPages(english, ' ORDER ')).toEqual([
      { path: '/shop/order', title: 'Order management', icon: 'shop' },
    ]);
    expect(searchPages(chinese, '订单').map((hit) => hit.path)).toEqual(['/shop/order']);
  });

  it('finds only pages, never the groups, and everything for an empty query', () => {
    expect(searchPages(english, 'shop').map((hit) => hit.path)).toEqual(['/shop/info']);
    expect(searchPages(english, '')).toHaveLength(3);
  });

  it('finds nothing for a title no visible page has, nor by path', () => {
    expect(searchPages(english, 'licence')).toEqual([]);
    expect(searchPages(english, '/shop/info')).toEqual([]);
  });
});
