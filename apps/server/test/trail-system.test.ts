import { eq } from 'drizzle-orm';
import type { MenuNode } from '@console/contract/system-menus';
import type { SystemRole } from '@console/contract/system-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuNodes, roles, users } from '../src/db/schema.ts';
import type { Answer } from './helper.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { holdOnlyRole, listedUser, newUserBody, updateBodyOf } from './system-fixtures.ts';

// docs/server.md "Doors" and docs/system.md "The change log": every system door (users, roles,
// menus) leaves its entry in the platform's scope (0) of the trail, by the operator, in the
// write's transaction, and hands its live effects over once, after commit.

let { t, call, admin, ids } = {} as SystemApp;
beforeAll(async () => ({ t, call, admin, ids } = await systemApp()));
afterAll(() => t.close());

const PLATFORM = 0;
const ACCESS_CHANGED = 'access:changed';
const entriesOf = (type: 'user' | 'role' | 'menu', id: number) => t.trailOf(PLATFORM, { type, id });
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** What the writer handed to the hub since `mark` (a count of deliveries). */
const sentSince = (mark: number) => t.deliveries.slice(mark).flat();
/** The events a user whose roles changed is handed: new role rooms, then access:changed. */
const roleChangeOf = (userId: number) => [
  { to: 'refresh-role-rooms', userId },
  { to: 'user', userId, event: ACCESS_CHANGED, payload: {} },
];
const rolesHear = (roleIds: number[]) => ({
  to: 'roles',
  roleIds,
  event: ACCESS_CHANGED,
  payload: {},
});

function expectByAdmin(entry: Record<string, unknown> | undefined, answer: Answer) {
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  expect(entry).toMatchObject({
    scope: PLATFORM,
    actorType: 'operator',
    actorId: admin.id,
    requestId: answer.headers['x-request-id'],
  });
}

/** A failed write answers 500 and hands nothing to the hub. */
async function failing(run: () => Promise<Answer>) {
  const mark = t.deliveries.length;
  t.failNextWrite();
  const answer = await run();
  expect(answer.status).toBe(500);
  expect(sentSince(mark)).toEqual([]);
  return answer;
}

async function createdUser(roleIds = [ids.role('ROLE_USER')]) {
  const body = newUserBody(roleIds);
  const answer = await call(admin.token, 'user/create', body);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return { id: answer.body.content.id as number, body, answer };
}

describe('users: the entries of user/create, user/update and user/delete', () => {
  it('records a creation with the user as listed, the mobile masked, no password; nothing sent', async () => {
    const mark = t.deliveries.length;
    const { id, body, answer } = await createdUser();
    const [entry, ...more] = await entriesOf('user', id);
    expect(more).toEqual([]);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'create', objectType: 'user', objectId: id });
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({
      id,
      name: body.name,
      account: body.account,
      phone: masked(body.phone),
      mail: body.mail,
      status: 1,
      role: ['ROLE_USER'],
      roleIds: [ids.role('ROLE_USER')],
    });
    const text = JSON.stringify(entry);
    expect(text).not.toContain(body.phone);
    expect(text).not.toMatch(/argon2|passwordHash|Secret123/);
    expect(sentSince(mark)).toEqual([]);
    // The change log is this entry, as it was.
    const log = await call(admin.token, 'change/list', { target: 'user', targetId: id });
    expect(log.body.content.list).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'create',
        before: null,
        after: entry!.after,
      }),
    ]);
  });

  it('records an update with the user before and after; a role change moves them to new rooms once', async () => {
    const { id } = await createdUser();
    const listed = await listedUser(t, admin.token, id);
    const mark = t.deliveries.length;
    const roleIds = [ids.role('ROLE_USER'), ids.role('ROLE_OP')];
    const answer = await call(admin.token, 'user/update', {
      ...updateBodyOf(listed, { name: 'Renamed', roleIds }),
    });
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: listed.name, roleIds: [ids.role('ROLE_USER')], phone: masked(listed.phone) },
      after: { name: 'Renamed', roleIds, role: ['ROLE_USER', 'ROLE_OP'] },
    });
    expect(sentSince(mark)).toEqual(roleChangeOf(id));
  });

  it('closes the sockets of a user disabled, once, after commit', async () => {
    const { id, body } = await createdUser();
    const signedIn = await t.signIn(body.mail, body.password);
    const mark = t.deliveries.length;
    const listed = await listedUser(t, admin.token, id);
    const answer = await call(admin.token, 'user/update', updateBodyOf(listed, { status: 2 }));
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ before: { status: 1 }, after: { status: 2 } });
    expect(sentSince(mark)).toEqual([{ to: 'disconnect-user', userId: id }]);
    const token = signedIn.body.content.token as string;
    expect((await t.call('GET', '/api/userInfo', { token })).body.code).toBe('1007');
  });

  it('records a deletion with the user as they were, and closes their sockets', async () => {
    const { id, body } = await createdUser();
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'user/delete', { id });
    const [, entry] = await entriesOf('user', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'delete', after: null });
    expect(entry!.before).toMatchObject({ id, mail: body.mail, phone: masked(body.phone) });
    expect(sentSince(mark)).toEqual([{ to: 'disconnect-user', userId: id }]);
  });

  it('leaves no user, entry or event when a write fails', async () => {
    const before = (await t.trailOf(PLATFORM)).length;
    const body = newUserBody([ids.role('ROLE_USER')]);
    await failing(() => call(admin.token, 'user/create', body));
    expect(await t.db.select().from(users).where(eq(users.mail, body.mail))).toEqual([]);
    expect(await t.trailOf(PLATFORM)).toHaveLength(before);

    const { id, body: created } = await createdUser();
    const signedIn = await t.signIn(created.mail, created.password);
    const listed = await listedUser(t, admin.token, id);
    const roleIds = [ids.role('ROLE_OP')];
    await failing(() =>
      call(admin.token, 'user/update', updateBodyOf(listed, { status: 2, roleIds })),
    );
    expect(await listedUser(t, admin.token, id)).toEqual(listed);
    const token = signedIn.body.content.token as string;
    expect((await t.call('GET', '/api/userInfo', { token })).body.code).toBe('0000');

    await failing(() => call(admin.token, 'user/delete', { id }));
    expect(await listedUser(t, admin.token, id)).toEqual(listed);
    expect((await entriesOf('user', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});

let sequence = 0;
const roleBody = (changes: Record<string, unknown> = {}) => ({
  key: `ROLE_TRAIL_${++sequence}`,
  name: `Trail ${sequence}`,
  menu_list: [ids.menu('home')],
  ...changes,
});
async function createdRole() {
  const answer = await call(admin.token, 'role/create', roleBody());
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return { id: answer.body.content.id as number, answer };
}
const roleById = async (id: number) =>
  ((await call(admin.token, 'role/list', { limit: 100 })).body.content.list as SystemRole[]).find(
    (role) => role.id === id,
  )!;
const roleUpdate = (role: SystemRole, changes: Record<string, unknown> = {}) => ({
  id: role.id,
  name: role.name,
  nameEn: role.nameEn,
  desc: role.desc,
  access: role.access,
  default_role: role.default_role,
  ...changes,
});

describe('roles: the entries of role/create, role/update, role/menu/update and role/delete', () => {
  it('records a creation with the role as listed; nothing sent', async () => {
    const mark = t.deliveries.length;
    const { id, answer } = await createdRole();
    const [entry] = await entriesOf('role', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'create', objectType: 'role', before: null });
    expect(entry!.after).toMatchObject({
      id,
      access: 'user',
      default_role: 0,
      menu_list: [ids.menu('home')],
      builtIn: false,
    });
    expect(sentSince(mark)).toEqual([]);
  });

  it('records an update; a change of access is heard in the role’s room', async () => {
    const { id } = await createdRole();
    const role = await roleById(id);
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'role/update', roleUpdate(role, { access: 'op' }));
    const [, entry] = await entriesOf('role', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'update',
      before: { access: 'user', name: role.name },
      after: { access: 'op', name: role.name },
    });
    expect(sentSince(mark)).toEqual([rolesHear([id])]);

    const renamed = t.deliveries.length;
    await call(admin.token, 'role/update', roleUpdate(role, { access: 'op', name: 'Renamed' }));
    expect(sentSince(renamed)).toEqual([]);
  });

  it('records a new menu_list as menus, heard in the role’s room', async () => {
    const { id } = await createdRole();
    const mark = t.deliveries.length;
    const menuList = [ids.menu('home'), ids.menu('i18n')].sort((a, b) => a - b);
    const answer = await call(admin.token, 'role/menu/update', { id, menu_list: menuList });
    const [, entry] = await entriesOf('role', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'menus',
      before: { menu_list: [ids.menu('home')] },
      after: { menu_list: menuList },
    });
    expect(sentSince(mark)).toEqual([rolesHear([id])]);
  });

  it('records a deletion; its holders move to their remaining rooms and are told', async () => {
    const { id } = await createdRole();
    const holder = await t.register();
    await holdOnlyRole(t.db, holder.id, 'ROLE_USER', (await roleById(id)).key);
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'role/delete', { id });
    const [, entry] = await entriesOf('role', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'delete', after: null, before: { id } });
    expect(sentSince(mark)).toEqual(roleChangeOf(holder.id));
  });

  it('leaves no role change, entry or event when a write fails', async () => {
    const before = (await t.trailOf(PLATFORM)).length;
    const body = roleBody();
    await failing(() => call(admin.token, 'role/create', body));
    expect(await t.db.select().from(roles).where(eq(roles.key, body.key))).toEqual([]);
    expect(await t.trailOf(PLATFORM)).toHaveLength(before);

    const { id } = await createdRole();
    const role = await roleById(id);
    await failing(() => call(admin.token, 'role/update', roleUpdate(role, { access: 'op' })));
    await failing(() =>
      call(admin.token, 'role/menu/update', { id, menu_list: [ids.menu('i18n')] }),
    );
    await failing(() => call(admin.token, 'role/delete', { id }));
    expect(await roleById(id)).toEqual(role);
    expect((await entriesOf('role', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});

let nodes = 0;
async function createdGroup() {
  const answer = await call(admin.token, 'menu/sider/create', {
    title: '临时',
    titleEn: `Trail ${++nodes}`,
    path: '/i18n',
    name: `trail-${nodes}`,
  });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe('0000');
  return { id: answer.body.content.id as number, answer };
}
const adminRoleIds = async () =>
  (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.access, 'admin'))).map(
    (role) => role.id,
  );
const nodeRow = async (id: number) =>
  (await t.db.select().from(menuNodes).where(eq(menuNodes.id, id)))[0];
const nodeOf = async (id: number): Promise<MenuNode> => {
  const answer = await call(admin.token, 'menu/list');
  const find = (list: MenuNode[]): MenuNode | undefined => {
    for (const node of list) {
      const found = node.id === id ? node : find(node.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(answer.body.content.tree as MenuNode[])!;
};
const nodeUpdate = (node: MenuNode, changes: Record<string, unknown> = {}) => ({
  id: node.id,
  parentId: node.parentId,
  index: node.order,
  kind: node.kind,
  title: node.title,
  titleEn: node.titleEn,
  subtitle: node.subtitle,
  path: node.path,
  name: node.name,
  icon: node.icon,
  hidden: node.hidden,
  ...changes,
});

describe('menus: the entries of menu create, update (move) and delete', () => {
  it('records a creation; the admin roles, which now hold it, hear of it', async () => {
    const mark = t.deliveries.length;
    const { id, answer } = await createdGroup();
    const [entry] = await entriesOf('menu', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({
      action: 'create',
      objectType: 'menu',
      before: null,
      after: { id, path: '/i18n', name: `trail-${nodes}`, parentId: null, header: false },
    });
    expect(sentSince(mark)).toEqual([rolesHear(await adminRoleIds())]);
  });

  it('records an edit as update and a change of place as move, heard by the roles holding it', async () => {
    const { id } = await createdGroup();
    const node = await nodeOf(id);
    const mark = t.deliveries.length;
    const edited = await call(admin.token, 'menu/update', nodeUpdate(node, { subtitle: 'Sub' }));
    const moved = await call(
      admin.token,
      'menu/update',
      nodeUpdate(node, { subtitle: 'Sub', index: 0 }),
    );
    const [, edit, move] = await entriesOf('menu', id);
    expectByAdmin(edit, edited);
    expectByAdmin(move, moved);
    expect(edit).toMatchObject({
      action: 'update',
      before: { subtitle: '' },
      after: { subtitle: 'Sub' },
    });
    expect(move).toMatchObject({
      action: 'move',
      before: { order: node.order },
      after: { order: 0 },
    });
    const holders = await adminRoleIds();
    expect(sentSince(mark)).toEqual([rolesHear(holders), rolesHear(holders)]);
  });

  it('records a deletion with the node as it was, heard by the roles that held it', async () => {
    const { id } = await createdGroup();
    const mark = t.deliveries.length;
    const answer = await call(admin.token, 'menu/delete', { id });
    const [, entry] = await entriesOf('menu', id);
    expectByAdmin(entry, answer);
    expect(entry).toMatchObject({ action: 'delete', before: { id, path: '/i18n' }, after: null });
    expect(sentSince(mark)).toEqual([rolesHear(await adminRoleIds())]);
  });

  it('leaves the tree, the entries and the consoles as they were when a write fails', async () => {
    const before = (await t.trailOf(PLATFORM)).length;
    await failing(() =>
      call(admin.token, 'menu/header/create', {
        title: '失败',
        titleEn: 'Failed',
        name: 'trail-failed',
      }),
    );
    expect(await t.db.select().from(menuNodes).where(eq(menuNodes.name, 'trail-failed'))).toEqual(
      [],
    );
    expect(await t.trailOf(PLATFORM)).toHaveLength(before);

    const { id } = await createdGroup();
    const node = await nodeOf(id);
    const row = await nodeRow(id);
    await failing(() => call(admin.token, 'menu/update', nodeUpdate(node, { subtitle: 'x' })));
    await failing(() => call(admin.token, 'menu/delete', { id }));
    expect(await nodeRow(id)).toEqual(row);
    expect((await entriesOf('menu', id)).map((entry) => entry.action)).toEqual(['create']);
  });
});
