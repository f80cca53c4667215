import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menu-entries';
import { searchPages } from './search-pages';

const entries: MenuEntry[] = [
  { key: '/home', title: 'route.home', icon: 'home' },
  {
    key: '/shop',
    title: 'route.shop',
    icon: 'shop',
    children: [
      { key: '/shop/info', title: 'route.shop.info' },
      { key: '/shop/order', title: 'route.shop.order' },
    ],
  },
];
const english: Record<string, string> = {
  'route.home': 'Home',
  'route.shop': 'Shop',
  'route.shop.info': 'Shop information',
  'route.shop.order': 'Order management',
};
const chinese: Record<string, string> = {
  'route.home': '首页',
  'route.shop.info': '店铺信息',
  'route.shop.order': '订单管理',
};

describe('searchPages (header search)', () => {
  it('finds pages by their title in the current language, ignoring case', () => {
    expect(searchPages(entries, ' ORDER ', (key) => english[key]!)).toEqual([
      { path: '/shop/order', title: 'Order management', icon: 'shop' },
    ]);
    expect(
      searchPages(entries, '订单', (key) => chinese[key] ?? key).map((hit) => hit.path),
    ).toEqual(['/shop/order']);
  });

  it('finds only pages, never the groups, and everything for an empty query', () => {
    expect(searchPages(entries, 'shop', (key) => english[key]!).map((hit) => hit.path)).toEqual([
      '/shop/info',
    ]);
    expect(searchPages(entries, '', (key) => english[key]!)).toHaveLength(3);
  });

  it('finds nothing for a title no visible page has, nor by path', () => {
    expect(searchPages(entries, 'licence', (key) => english[key]!)).toEqual([]);
    expect(searchPages(entries, '/shop/info', (key) => english[key]!)).toEqual([]);
  });
});
