import { eq } from 'drizzle-orm';
import type { SystemRole } from '@console/contract/system-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../src/db/schema.ts';
import { makeOperator } from './audit-fixtures.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { holdOnlyRole, listedUser, roleUpdate, updateBodyOf } from './system-fixtures.ts';

// docs/system.md "Roles", "Guards": role calls, exactly one default role, and the grant guards.

let { t, call, admin, ids } = {} as SystemApp;
beforeAll(async () => ({ t, call, admin, ids } = await systemApp()));
afterAll(() => t.close());

let sequence = 0;
async function createRole(changes: Record<string, unknown> = {}, token = admin.token) {
  const answer = await call(token, 'role/create', {
    key: `ROLE_TEAM_${++sequence}`,
    name: `Team ${sequence}`,
    menu_list: [ids.menu('home')],
    ...changes,
  });
  return answer;
}
async function listRoles(body: Record<string, unknown> = {}) {
  const answer = await call(admin.token, 'role/list', { limit: 100, ...body });
  expect(answer.body.code).toBe('0000');
  return answer.body.content as { list: SystemRole[]; total: number };
}
const roleById = async (id: number) => (await listRoles()).list.find((role) => role.id === id);
const defaults = async () =>
  (await t.db.select({ key: roles.key }).from(roles).where(eq(roles.isDefault, true))).map(
    (row) => row.key,
  );

describe('role/list, role/create, role/update, role/menu/update, role/delete', () => {
  it('lists the built-in roles with their menus, sorted and paged', async () => {
    const { list, total } = await listRoles({ sortKey: 'id', sortType: 'asc' });
    expect(list.slice(0, 3).map((role) => [role.key, role.access, role.default_role])).toEqual([
      ['ROLE_USER', 'user', 1],
      ['ROLE_OP', 'op', 0],
      ['ROLE_ADMIN', 'admin', 0],
    ]);
    expect(list[2]!.menu_list).toContain(ids.menu('system-user'));
    expect(list[0]!.menu_list).not.toContain(ids.menu('system'));
    for (const sortKey of ['id', 'name', 'created_at', 'updated_at']) {
      const up = (await listRoles({ sortKey, sortType: 'asc' })).list.map((role) => role.id);
      const down = (await listRoles({ sortKey, sortType: 'desc' })).list.map((role) => role.id);
      expect(down, sortKey).toEqual([...up].reverse());
    }
    const page = await listRoles({ sortKey: 'name', sortType: 'desc', limit: 1, offset: 1 });
    expect(page.total).toBe(total);
    expect(page.list).toHaveLength(1);
  });

  it('names the built-in roles in English too; a role keeps both names, the English one optional', async () => {
    const { list } = await listRoles({ sortKey: 'id', sortType: 'asc' });
    expect(list.slice(0, 3).map((role) => [role.key, role.name, role.nameEn])).toEqual([
      ['ROLE_USER', '普通用户', 'User'],
      ['ROLE_OP', '运营', 'Operations'],
      ['ROLE_ADMIN', '管理员', 'Administrator'],
    ]);
    const created = await createRole({ name: '周末店员', nameEn: ' Weekend staff ' });
    const id = created.body.content.id as number;
    expect(await roleById(id)).toMatchObject({ name: '周末店员', nameEn: 'Weekend staff' });
    const role = (await roleById(id))!;
    await call(admin.token, 'role/update', roleUpdate(role, { nameEn: 'Weekend team' }));
    expect(await roleById(id)).toMatchObject({ name: '周末店员', nameEn: 'Weekend team' });
    // Left out, it is empty (the lists then show the Chinese name).
    const plain = await createRole({ name: '仓库' });
    expect(await roleById(plain.body.content.id as number)).toMatchObject({ nameEn: '' });
    const long = await createRole({ nameEn: 'x'.repeat(41) });
    expect(long.body).toMatchObject({
      code: '1001',
      content: { fields: { nameEn: 'Too long (at most 40 characters)' } },
    });
  });

  it('creates, renames, changes menus and deletes a role, recording each change', async () => {
    const created = await createRole({ desc: 'Weekend staff' });
    expect(created.body.code, JSON.stringify(created.body)).toBe('0000');
    const id = created.body.content.id as number;
    const role = (await roleById(id))!;
    expect(role).toMatchObject({
      desc: 'Weekend staff',
      access: 'user',
      default_role: 0,
      menu_list: [ids.menu('home')],
      builtIn: false,
    });
    expect(
      (await call(admin.token, 'role/update', roleUpdate(role, { name: 'Renamed' }))).body.code,
    ).toBe('0000');
    const menus = [ids.menu('home'), ids.menu('cc')];
    expect((await call(admin.token, 'role/menu/update', { id, menu_list: menus })).body.code).toBe(
      '0000',
    );
    expect((await roleById(id))!).toMatchObject({
      name: 'Renamed',
      menu_list: menus.sort((a, b) => a - b),
    });
    expect((await call(admin.token, 'role/delete', { id })).body.content).toEqual({ deleted: 1 });
    expect(await roleById(id)).toBeUndefined();
    const log = await call(admin.token, 'change/list', {
      target: 'role',
      targetId: id,
      sortType: 'asc',
    });
    expect(log.body.content.list.map((change: { action: string }) => change.action)).toEqual([
      'create',
      'update',
      'menus',
      'delete',
    ]);
  });

  it('refuses bad bodies with field messages, a taken key, unknown menus, built-in deletes', async () => {
    const key = `ROLE_ONCE_${Date.now() % 1000}`;
    expect((await createRole({ key })).body.code).toBe('0000');
    const taken = await createRole({ key }, admin.token);
    expect(taken.body.content.fields).toEqual({ key: 'A role with this key exists' });
    expect((await createRole({ key: 'team' })).body.content.fields).toHaveProperty('key');
    expect((await createRole({ menu_list: [987654] })).body.content.fields).toHaveProperty(
      'menu_list',
    );
    expect((await createRole({ access: 'root' })).body.code).toBe('1001');
    const builtIn = await call(admin.token, 'role/delete', { id: ids.role('ROLE_OP') }, 'zh-CN');
    expect(builtIn.body).toMatchObject({ code: '1001', msg: '内置角色不能删除' });
    const adminMenus = await call(admin.token, 'role/menu/update', {
      id: ids.role('ROLE_ADMIN'),
      menu_list: [],
    });
    expect(adminMenus.body.code).toBe('1001');
    expect((await roleById(ids.role('ROLE_ADMIN')))!.menu_list).toContain(ids.menu('system-menu'));
  });
});

describe('exactly one default role', () => {
  it('moves the default, refuses to unset or delete it, and stays one after concurrent updates', async () => {
    const made = await Promise.all([createRole(), createRole(), createRole()]);
    const team = await Promise.all(
      made.map(async (answer) => (await roleById(answer.body.content.id))!),
    );
    const results = await Promise.all(
      team.map((role) => call(admin.token, 'role/update', roleUpdate(role, { default_role: 1 }))),
    );
    expect(results.map((answer) => answer.body.code)).toEqual(['0000', '0000', '0000']);
    const [only] = await defaults();
    expect(await defaults()).toHaveLength(1);
    const current = (await listRoles()).list.find((role) => role.key === only)!;
    const unset = await call(admin.token, 'role/update', roleUpdate(current, { default_role: 0 }));
    expect(unset.body.content.fields).toHaveProperty('default_role');
    expect((await call(admin.token, 'role/delete', { id: current.id })).body.code).toBe('1001');
    // A new sign-up gets the default role.
    const user = await t.register();
    expect((await listedUser(t, admin.token, user.id)).role).toEqual([only]);
    const userRole = (await roleById(ids.role('ROLE_USER')))!;
    expect(
      (await call(admin.token, 'role/update', roleUpdate(userRole, { default_role: 1 }))).body.code,
    ).toBe('0000');
    expect(await defaults()).toEqual(['ROLE_USER']);
  });
});

describe('guards', () => {
  it('nobody grants a role or menu they do not hold', async () => {
    // An admin whose only role gives admin access but few menus.
    const narrow = await createRole({
      access: 'admin',
      menu_list: [ids.menu('home'), ids.menu('system'), ids.menu('system-user')],
    });
    const limited = await makeOperator(t, 'admin');
    await holdOnlyRole(t.db, limited.id, (await roleById(narrow.body.content.id))!.key);
    const target = await t.register();
    const user = await listedUser(t, admin.token, target.id);
    const grantAdmin = await call(
      limited.token,
      'user/update',
      updateBodyOf(user, { roleIds: [ids.role('ROLE_ADMIN')] }),
    );
    expect(grantAdmin.body).toMatchObject({
      code: '1001',
      msg: 'You cannot grant a role or menu you do not hold yourself',
    });
    const widen = await createRole({ menu_list: [ids.menu('cc')] }, limited.token);
    expect(widen.body.code).toBe('1001');
    const team = (await roleById((await createRole()).body.content.id))!;
    const addMenu = await call(limited.token, 'role/menu/update', {
      id: team.id,
      menu_list: [...team.menu_list, ids.menu('log')],
    });
    expect(addMenu.body.code).toBe('1001');
    expect((await roleById(team.id))!.menu_list).toEqual(team.menu_list);
    // What they hold they may grant.
    expect(
      (await createRole({ menu_list: [ids.menu('system-user')] }, limited.token)).body.code,
    ).toBe('0000');
    // An op cannot raise a role above their own access either (they cannot write at all).
    const op = await makeOperator(t, 'op');
    expect((await createRole({ access: 'admin' }, op.token)).body.code).toBe('1003');
  });

  it('an admin keeps their own ROLE_ADMIN; the last active admin cannot be disabled, deleted or demoted', async () => {
    const me = await listedUser(t, admin.token, admin.id);
    const drop = await call(
      admin.token,
      'user/update',
      updateBodyOf(me, { roleIds: [ids.role('ROLE_USER')] }),
    );
    expect(drop.body).toMatchObject({
      code: '1001',
      msg: 'You cannot remove your own administrator role',
    });
    const disable = await call(admin.token, 'user/update', updateBodyOf(me, { status: 2 }));
    expect(disable.body.code).toBe('1001');
    expect((await call(admin.token, 'user/delete', { id: admin.id })).body.code).toBe('1001');
    const adminRole = (await roleById(ids.role('ROLE_ADMIN')))!;
    const demote = await call(admin.token, 'role/update', roleUpdate(adminRole, { access: 'op' }));
    expect(demote.body.code).toBe('1001');
    const [row] = await t.db
      .select({ role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row).toEqual({ role: 'admin', status: 'active' });
    // Two admins demoting each other at once: one wins, the other is no longer an admin (1003).
    const other = await makeOperator(t, 'admin');
    const [mine, theirs] = [
      await listedUser(t, admin.token, admin.id),
      await listedUser(t, admin.token, other.id),
    ];
    const answers = await Promise.all([
      call(admin.token, 'user/update', updateBodyOf(theirs, { roleIds: [ids.role('ROLE_USER')] })),
      call(other.token, 'user/update', updateBodyOf(mine, { roleIds: [ids.role('ROLE_USER')] })),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual(['0000', '1003']);
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(admins.length).toBeGreaterThanOrEqual(1);
  });
});
