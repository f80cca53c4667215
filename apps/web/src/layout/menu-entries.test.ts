import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../lib/routing/route-meta';
import { buildMenuEntries, findActiveKeys } from './menu-entries';

const routes: RouteNode[] = [
  { path: '/home', meta: { title: 'route.home' } },
  {
    path: '/activity',
    meta: { title: 'route.activity' },
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
];

const keys = (access: string[] | undefined) =>
  buildMenuEntries(routes, access).map((entry) => [
    entry.key,
    ...(entry.children?.map((child) => child.key) ?? []),
  ]);

describe('buildMenuEntries (spec §6)', () => {
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
    expect(keys(['admin']).at(-1)).toEqual(['/admin', '/admin/x']);
  });
});

describe('findActiveKeys', () => {
  it('selects the leaf and opens its group', () => {
    const entries = buildMenuEntries(routes, ['user']);
    expect(findActiveKeys(entries, '/activity/list')).toEqual({
      selected: '/activity/list',
      open: '/activity',
    });
    expect(findActiveKeys(entries, '/nowhere')).toBeUndefined();
  });
});
