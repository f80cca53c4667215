import { describe, expect, it } from 'vitest';
import { access } from '../lib/access';
import type { RouteNode } from '../lib/routing/route-meta';
import { buildMenuEntries, findActiveKeys, menuLeaves } from './menu-entries';

const routes: RouteNode[] = [
  { path: '/home', meta: { title: 'route.home', icon: 'home' } },
  {
    path: '/activity',
    meta: { title: 'route.activity', icon: 'activity' },
    children: [
      { path: '/activity/list', meta: { title: 'route.activity.list' } },
      { path: '/activity/:id', meta: { title: 'route.activity.detail', hidden: true } },
    ],
  },
  { path: '/log', meta: { title: 'route.log', roles: ['op', 'admin'] } },
  {
    path: '/admin',
    meta: { title: 'route.account' },
    children: [{ path: '/admin/x', meta: { title: 'route.account.sub', roles: ['admin'] } }],
  },
  {
    path: '/account',
    meta: { title: 'route.account' },
    children: [
      { path: '/account/sub', meta: { title: 'route.account.sub', permission: 'member:manage' } },
      { path: '/shop/order', meta: { title: 'route.shop.order', permission: ['order:view'] } },
    ],
  },
];

type Merchant = Parameters<typeof access>[0]['merchant'];
const keys = (roles: string[] | undefined, merchant: Merchant = null) =>
  buildMenuEntries(
    routes,
    access({ user: roles ? { access: roles } : null, hasMerchant: true, merchant }),
  ).map((entry) => [entry.key, ...(entry.children?.map((child) => child.key) ?? [])]);

describe('buildMenuEntries (spec §6, DESIGN §4)', () => {
  it('leaves hidden routes and role-only entries out for a merchant user', () => {
    expect(keys(['user'])).toEqual([['/home'], ['/activity', '/activity/list']]);
  });

  it('shows an entry whose roles the user shares', () => {
    expect(keys(['op'])).toEqual([['/home'], ['/activity', '/activity/list'], ['/log']]);
  });

  it('shows a user without access only the entries without roles', () => {
    expect(keys(undefined)).toEqual([['/home'], ['/activity', '/activity/list']]);
  });

  it('keeps a group when a child is visible', () => {
    expect(keys(['admin'])).toContainEqual(['/admin', '/admin/x']);
  });

  it('shows a permission entry only to a member holding the key', () => {
    const member = (permissions: string[]) => ({ role: 'member' as const, permissions });
    expect(keys(['user'], member(['order:view'])).at(-1)).toEqual(['/account', '/shop/order']);
    expect(keys(['user'], member(['member:manage'])).at(-1)).toEqual(['/account', '/account/sub']);
    expect(keys(['user'], { role: 'owner', permissions: [] }).at(-1)).toEqual([
      '/account',
      '/account/sub',
      '/shop/order',
    ]);
  });
});

describe('buildMenuEntries without any merchant', () => {
  it('keeps the merchant pages: their calls ask to register a merchant first (spec §6)', () => {
    const abilities = access({ user: { access: ['user'] }, hasMerchant: false, merchant: null });
    expect(
      buildMenuEntries(routes, abilities)
        .at(-1)
        ?.children?.map((child) => child.key),
    ).toEqual(['/account/sub', '/shop/order']);
  });
});

describe('findActiveKeys', () => {
  it('selects the leaf and opens its group', () => {
    const entries = buildMenuEntries(
      routes,
      access({ user: null, hasMerchant: true, merchant: null }),
    );
    expect(findActiveKeys(entries, '/activity/list')).toEqual({
      selected: '/activity/list',
      open: '/activity',
    });
    expect(findActiveKeys(entries, '/nowhere')).toBeUndefined();
  });
});

describe('menuLeaves', () => {
  it('lists the pages with the icon of their group', () => {
    const entries = buildMenuEntries(
      routes,
      access({ user: null, hasMerchant: true, merchant: null }),
    );
    expect(menuLeaves(entries).map((leaf) => [leaf.key, leaf.icon])).toEqual([
      ['/home', 'home'],
      ['/activity/list', 'activity'],
    ]);
  });
});
