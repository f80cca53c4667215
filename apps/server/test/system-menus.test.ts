import {
  menuUpdateBodyOf,
  type MenuNode,
  type MyMenusContent,
} from '@console/contract/system-menus';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { collect, listen, nextEvent, socketPool } from './realtime-client.ts';
import { listedUser, seeded, systemCall, updateBodyOf } from './system-fixtures.ts';

// docs/system.md "Menus", "Console": the menu tree calls, GET /api/menus, live access changes.

let t: TestApp;
let url: string;
const pool = socketPool();
let call: ReturnType<typeof systemCall>;
let admin: TestUser;
let ids: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  call = systemCall(t);
  admin = await makeOperator(t, 'admin');
  ids = await seeded(t);
});
afterEach(() => pool.closeAll());
afterAll(() => t.close());

const tree = async () => (await call(admin.token, 'menu/list')).body.content.tree as MenuNode[];
const find = (nodes: MenuNode[], id: number): MenuNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const under = find(node.children, id);
    if (under) return under;
  }
  return undefined;
};
const myMenus = async (token: string) =>
  (await t.call('GET', '/api/menus', { token })).body.content as MyMenusContent;
const paths = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => [...(node.path ? [node.path] : []), ...paths(node.children)]);
const nodeBody = (node: MenuNode, changes: Record<string, unknown> = {}) => ({
  ...menuUpdateBodyOf(node, { parentId: node.parentId, index: node.order }),
  ...changes,
});

describe('menu/list and GET /api/menus', () => {
  it('answers the seeded tree: header entries and the sider pages in order', async () => {
    const nodes = await tree();
    expect(nodes.filter((node) => node.header).map((node) => node.path)).toEqual(['/', '/log']);
    const sider = nodes.filter((node) => !node.header).map((node) => node.path);
    expect(sider.slice(0, 3)).toEqual(['/home', '/activity', '/shop']);
    const system = find(nodes, ids.menu('system'))!;
    expect(system.children.map((node) => node.path)).toEqual([
      '/system/user',
      '/system/role',
      '/system/menu',
      '/system/change',
    ]);
    expect(system.children[0]!.children[0]).toMatchObject({
      kind: 'action',
      name: 'system:user:write',
    });
  });

  it("gives each user what their roles hold, with the tree's governed paths", async () => {
    const user = await t.register();
    const op = await makeOperator(t, 'op');
    const mine = await myMenus(user.token);
    expect(paths(mine.tree)).toContain('/shop/order');
    expect(paths(mine.tree)).not.toContain('/log');
    // docs/web.md "Trail page": under Account, after the licence (the route asks trail:view).
    const account = mine.tree.find((node) => node.path === '/account')!;
    expect(account.children.map((node) => node.path)).toEqual([
      '/account/mine',
      '/account/sub',
      '/account/license',
      '/account/trail',
    ]);
    expect(account.children.at(-1)).toMatchObject({ title: '操作记录', titleEn: 'Audit trail' });
    expect(mine.governed).toEqual(
      expect.arrayContaining(['/log', '/system/user', '/audit/records']),
    );
    expect(paths((await myMenus(op.token)).tree)).toEqual(
      expect.arrayContaining(['/log', '/audit/records', '/']),
    );
    const everything = await myMenus(admin.token);
    expect(paths(everything.tree)).toContain('/system/menu');
    expect(everything.actions).toEqual(
      expect.arrayContaining(['system:user:write', 'system:menu:write']),
    );
  });
});

describe('menu writes', () => {
  it('creates header and sider nodes (admins hold them), refuses unknown paths and bad parents', async () => {
    const header = await call(admin.token, 'menu/header/create', {
      title: '订单',
      titleEn: 'Orders',
      path: '/shop/order',
      name: 'header-orders',
      icon: 'shop',
    });
    expect(header.body.code, JSON.stringify(header.body)).toBe('0000');
    const created = find(await tree(), header.body.content.id)!;
    expect(created).toMatchObject({ header: true, parentId: null, path: '/shop/order' });
    expect(paths((await myMenus(admin.token)).tree)).toContain('/shop/order');

    const unknown = await call(
      admin.token,
      'menu/sider/create',
      { title: '表单', titleEn: 'Form', path: '/form/basic', name: 'form' },
      'zh-CN',
    );
    expect(unknown.body).toMatchObject({
      code: '1001',
      content: { fields: { path: '控制台没有这个路径' } },
    });
    const dup = await call(admin.token, 'menu/sider/create', {
      title: 'x',
      titleEn: 'x',
      name: 'home',
    });
    expect(dup.body.content.fields).toEqual({ name: 'Another menu already uses this key' });
    const underAction = await call(admin.token, 'menu/sider/create', {
      parentId: ids.menu('system:user:write'),
      title: 'x',
      titleEn: 'x',
      name: 'under-action',
    });
    expect(underAction.body.content.fields).toHaveProperty('parentId');
    const badName = await call(admin.token, 'menu/sider/create', {
      title: 'x',
      titleEn: 'x',
      name: 'Bad Name',
    });
    expect(badName.body.content.fields).toHaveProperty('name');
  });

  it('moves a node among its siblings and under another parent, never under itself', async () => {
    const before = (await tree()).filter((node) => !node.header);
    const cc = before.find((node) => node.path === '/cc')!;
    expect((await call(admin.token, 'menu/update', nodeBody(cc, { index: 0 }))).body.code).toBe(
      '0000',
    );
    const after = (await tree()).filter((node) => !node.header);
    expect(after[0]!.path).toBe('/cc');
    expect(after.map((node) => node.order)).toEqual(after.map((_, index) => index));

    const shop = after.find((node) => node.path === '/shop')!;
    const moved = await call(
      admin.token,
      'menu/update',
      nodeBody(cc, { parentId: shop.id, index: 1 }),
    );
    expect(moved.body.code).toBe('0000');
    expect(find(await tree(), shop.id)!.children.map((node) => node.path)).toEqual([
      '/shop/info',
      '/cc',
      '/shop/order',
    ]);
    const cycle = await call(admin.token, 'menu/update', nodeBody(shop, { parentId: cc.id }));
    expect(cycle.body.content.fields).toHaveProperty('parentId');
    const log = await call(admin.token, 'change/list', { target: 'menu', targetId: cc.id });
    expect(log.body.content.list[0]).toMatchObject({
      action: 'move',
      before: { parentId: null },
      after: { parentId: shop.id },
    });
  });

  it('deletes a subtree (it leaves every role) but never the system management pages', async () => {
    const group = await call(admin.token, 'menu/sider/create', {
      title: '临时',
      titleEn: 'Temporary',
      path: '/i18n',
      name: 'temporary',
    });
    const groupId = group.body.content.id as number;
    await call(admin.token, 'menu/sider/create', {
      parentId: groupId,
      title: '子',
      titleEn: 'Child',
      path: '/record',
      name: 'temporary-child',
    });
    expect((await call(admin.token, 'menu/delete', { id: groupId })).body.content).toEqual({
      deleted: 2,
    });
    expect(find(await tree(), groupId)).toBeUndefined();
    const refused = await call(admin.token, 'menu/delete/multiple', {
      ids: [ids.menu('i18n'), ids.menu('system-role')],
    });
    expect(refused.body.code).toBe('1001');
    expect(find(await tree(), ids.menu('i18n'))).toBeDefined();
  });
});

describe('live: role and menu changes reach the open consoles', () => {
  it('tells the holders of a role when its menus change, and only them', async () => {
    const op = await makeOperator(t, 'op');
    const user = await t.register();
    const opSocket = await pool.open(url, op.token);
    const userHeard = collect(await pool.open(url, user.token), 'access:changed');
    const opRole = ids.role('ROLE_OP');
    const current = (await call(admin.token, 'role/list', { limit: 100 })).body.content.list.find(
      (role: { id: number }) => role.id === opRole,
    );
    const heard = nextEvent(opSocket, 'access:changed');
    const added = [...current.menu_list, ids.menu('system'), ids.menu('system-user')];
    expect(
      (await call(admin.token, 'role/menu/update', { id: opRole, menu_list: added })).body.code,
    ).toBe('0000');
    await heard;
    expect(paths((await myMenus(op.token)).tree)).toContain('/system/user');
    expect(userHeard).toEqual([]);
    // Restore for other tests.
    await call(admin.token, 'role/menu/update', { id: opRole, menu_list: current.menu_list });
  });

  it('moves a user to their new role room: they hear changes of a role given to them later', async () => {
    const user = await t.register();
    const socket = await pool.open(url, user.token);
    const grant = nextEvent(socket, 'access:changed');
    const listed = await listedUser(t, admin.token, user.id);
    const body = updateBodyOf(listed, { roleIds: [ids.role('ROLE_USER'), ids.role('ROLE_OP')] });
    expect((await call(admin.token, 'user/update', body)).body.code).toBe('0000');
    await grant;
    const later = nextEvent(socket, 'access:changed');
    const opRole = (await call(admin.token, 'role/list', { limit: 100 })).body.content.list.find(
      (role: { key: string }) => role.key === 'ROLE_OP',
    );
    await call(admin.token, 'role/menu/update', { id: opRole.id, menu_list: opRole.menu_list });
    await later;
  });

  it("closes a disabled user's sockets", async () => {
    const user = await t.register();
    const socket = await pool.open(url, user.token);
    const closed = nextEvent(socket, 'disconnect');
    const listed = await listedUser(t, admin.token, user.id);
    expect(
      (await call(admin.token, 'user/update', updateBodyOf(listed, { status: 2 }))).body.code,
    ).toBe('0000');
    await closed;
  });
});
