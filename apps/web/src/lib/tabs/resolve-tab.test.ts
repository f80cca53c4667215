import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../routing/route-meta';
import { resolveTab } from './resolve-tab';

const page = async () => () => null;

const routes: RouteNode[] = [
  {
    path: '/home',
    name: 'home',
    meta: { title: 'route.home', icon: 'home', closable: false },
    load: page,
  },
  {
    path: '/activity',
    meta: { title: 'route.activity', icon: 'activity' },
    redirect: '/activity/list',
    children: [
      { path: '/activity/list', meta: { title: 'route.activity.list' }, load: page },
      {
        path: '/activity/:id',
        meta: { title: 'route.activity.detail', hidden: true, keepAlive: false },
        load: page,
      },
    ],
  },
  { path: '/log', meta: { title: 'route.log', roles: ['op', 'admin'] }, load: page },
  {
    path: '/refresh',
    meta: { title: 'route.refresh', hidden: true, cache: false, keepAlive: false },
    load: page,
  },
];

describe('resolveTab', () => {
  it('gives a page its tab meta, with the icon of its section', () => {
    expect(resolveTab(routes, '/activity/list?page=2', { auth: true })).toEqual({
      name: '/activity/list',
      fullPath: '/activity/list?page=2',
      params: {},
      query: { page: '2' },
      meta: {
        title: 'route.activity.list',
        closable: true,
        cache: true,
        auth: true,
        keepAlive: true,
        icon: 'activity',
      },
    });
  });

  it('reads params, names and the not-closable home', () => {
    expect(resolveTab(routes, '/activity/42')).toMatchObject({
      params: { id: '42' },
      meta: { keepAlive: false },
    });
    expect(resolveTab(routes, '/home')).toMatchObject({ name: 'home', meta: { closable: false } });
    expect(resolveTab(routes, '/log')?.meta.roles).toEqual(['op', 'admin']);
  });

  it('marks helper pages as opening no tab', () => {
    expect(resolveTab(routes, '/refresh')?.meta.cache).toBe(false);
  });

  it('finds no page for forwarding or unknown paths', () => {
    expect(resolveTab(routes, '/activity')).toBeNull();
    expect(resolveTab(routes, '/nowhere')).toBeNull();
  });
});
