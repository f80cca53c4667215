import type { MenuNode } from '@console/contract/system-menus';
import { describe, expect, it } from 'vitest';
import { access, type MenuAccess } from '../lib/access';
import type { RouteNode } from '../lib/routing/route-meta';
import { menuLabel } from '../lib/menus/menu-label';
import { buildMenuEntries, findActiveKeys, menuLeaves } from './menu-entries';

const page = () => Promise.resolve(() => null);
const routes: RouteNode[] = [
  { path: '/home', meta: { title: 'route.home' }, load: page },
  {
    path: '/activity',
    meta: { title: 'route.activity' },
    redirect: '/activity/list',
    children: [
      { path: '/activity/list', meta: { title: 'route.activity.list' }, load: page },
      {
        path: '/activity/:id',
        meta: { title: 'route.activity.detail', hidden: true, menu: '/activity/list' },
        load: page,
      },
    ],
  },
  { path: '/log', meta: { title: 'route.log', roles: ['op', 'admin'] }, load: page },
  {
    path: '/account/sub',
    meta: { title: 'route.account.sub', permission: 'member:manage' },
    load: page,
  },
];

let id = 0;
const node = (path: string | null, changes: Partial<MenuNode> = {}): MenuNode => ({
  id: ++id,
  parentId: null,
  kind: 'menu',
  header: false,
  title: `标题${id}`,
  titleEn: `Title ${id}`,
  subtitle: '',
  path: path as MenuNode['path'],
  name: `node-${id}`,
  icon: null,
  order: id,
  hidden: false,
  children: [],
  ...changes,
});
const tree: MenuNode[] = [
  node('/home', { icon: 'home' }),
  node('/activity', {
    icon: 'activity',
    children: [node('/activity/list'), node(null, { kind: 'action', name: 'x:y' })],
  }),
  node('/log'),
  node('/account', { children: [node('/account/sub')] }),
  node('/i18n', { hidden: true }),
  node('/home'),
];

type Merchant = Parameters<typeof access>[0]['merchant'];
const keysOf = (roles: string[], merchant: Merchant = null) =>
  buildMenuEntries(
    tree,
    routes,
    access({ user: { access: roles }, hasMerchant: true, merchant }),
    'en-US',
  ).map((entry) => [entry.key, ...(entry.children?.map((child) => child.key) ?? [])]);

describe('buildMenuEntries (docs/system.md "Console": the tree the roles hold, spec §6, DESIGN §4)', () => {
  it('shows the held tree minus hidden nodes, action keys, repeated paths and denied pages', () => {
    expect(keysOf(['user'])).toEqual([['/home'], ['/activity', '/activity/list']]);
    expect(keysOf(['op'])).toEqual([['/home'], ['/activity', '/activity/list'], ['/log']]);
  });

  it('keeps a group only while one of its pages stays (merchant permission)', () => {
    const member = (permissions: string[]) => ({ role: 'member' as const, permissions });
    expect(keysOf(['user'], member(['member:manage'])).at(-1)).toEqual([
      '/account',
      '/account/sub',
    ]);
    expect(keysOf(['user'], member([])).map((keys) => keys[0])).not.toContain('/account');
  });

  it('labels each node in the language shown', () => {
    const abilities = access({ user: null, hasMerchant: false, merchant: null });
    const [home] = buildMenuEntries(tree, routes, abilities, 'zh-CN');
    expect(home).toMatchObject({ key: '/home', label: tree[0]!.title, icon: 'home' });
    expect(menuLabel(tree[0]!, 'en-US')).toBe(tree[0]!.titleEn);
  });
});

describe('access with menus (docs/system.md "Console")', () => {
  const menus: MenuAccess = {
    governed: new Set(['/log', '/activity/list']),
    held: new Set(['/activity/list']),
    actions: new Set(['system:user:write']),
  };
  const abilities = access({
    user: { access: ['admin'] },
    hasMerchant: false,
    merchant: null,
    menus,
  });
  it('refuses a governed path not held, allows held and ungoverned paths', () => {
    expect(abilities.allows({ menu: '/log' })).toBe(false);
    expect(abilities.allows({ menu: '/activity/list' })).toBe(true);
    expect(abilities.allows({ menu: '/setting/user' })).toBe(true);
    expect(abilities.hasAction('system:user:write')).toBe(true);
    expect(abilities.hasAction('system:menu:write')).toBe(false);
  });
  it('judges nothing by menus while they are unknown', () => {
    const unknown = access({
      user: { access: ['user'] },
      hasMerchant: false,
      merchant: null,
      menus: null,
    });
    expect(unknown.allows({ menu: '/log' })).toBe(true);
    expect(unknown.hasAction('system:user:write')).toBe(false);
  });
});

describe('findActiveKeys and menuLeaves', () => {
  const entries = buildMenuEntries(
    tree,
    routes,
    access({ user: null, hasMerchant: true, merchant: null }),
    'en-US',
  );
  it('selects the leaf and opens its group', () => {
    expect(findActiveKeys(entries, '/activity/list')).toEqual({
      selected: '/activity/list',
      open: '/activity',
    });
    expect(findActiveKeys(entries, '/nowhere')).toBeUndefined();
  });
  it('lists the pages with the icon of their group', () => {
    expect(menuLeaves(entries).map((leaf) => [leaf.key, leaf.icon])).toEqual([
      ['/home', 'home'],
      ['/activity/list', 'activity'],
    ]);
  });
});
