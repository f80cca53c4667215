import { eq } from 'drizzle-orm';
import type { SystemRole } from '@console/contract/system-roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema.ts';
import { systemApp, type SystemApp } from './system-app.ts';
import { holdOnlyRole, roleUpdate } from './system-fixtures.ts';
import {
  PLATFORM,
  roleChangeOf,
  rolesHear,
  systemTrailApi,
  type SystemTrailApi,
} from './trail-system-fixtures.ts';

// docs/server.md "Doors" and docs/system.md "The change log": the role doors (role/create,
// role/update, role/menu/update, role/delete) leave their entry in the platform's scope (0) of the
// trail, by the operator, in the write's transaction, and hand their live effects over once, after
// commit.

let { t, call, admin, ids } = {} as SystemApp;
let { entriesOf, sentSince, expectByAdmin, failing } = {} as SystemTrailApi;
beforeAll(async () => {
  ({ t, call, admin, ids } = await systemApp());
  ({ entriesOf, sentSince, expectByAdmin, failing } = systemTrailApi(t, admin));
});
afterAll(() => t.close());

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
