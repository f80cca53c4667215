import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  BUILT_IN_ROLES,
  type roleCreateBody,
  type roleListBody,
  type RoleListContent,
  type roleUpdateBody,
  type SystemRole,
} from '@console/contract/system-roles';
import type { ChangeAction } from '@console/contract/system-changes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { menuNodes, roleMenus, roles, userRoles } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { PLATFORM_SCOPE, type Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';
import { noEffects, sendAccessEffects } from './effects.ts';
import { assertAccessHeld, assertMenusHeld, systemWrite } from './grants.ts';

// Roles (docs/system.md "Roles"): the doors of a role, the file that writes `roles` and
// `role_menus`. Writes run under the system lock, so "exactly one default role" holds after
// concurrent updates (a partial unique index backs it). Each records its entry in the platform's
// scope of the trail, object type `role` (docs/system.md "The change log").

type RoleRow = typeof roles.$inferSelect;
const usersOf = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const menusOf = sql<
  number[]
>`coalesce((select array_agg(${roleMenus.menuId} order by ${roleMenus.menuId}) from ${roleMenus} where ${roleMenus.roleId} = ${roles.id}), '{}')`;

const SORT_COLUMNS = {
  id: roles.id,
  name: roles.name,
  created_at: roles.createdAt,
  updated_at: roles.updatedAt,
} as const;

function toRole(row: RoleRow & { users: number; menus: number[] }): SystemRole {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    nameEn: row.nameEn,
    desc: row.description,
    access: row.access,
    default_role: row.isDefault ? 1 : 0,
    requireSecondFactor: row.requireSecondFactor,
    menu_list: row.menus.map(Number),
    builtIn: row.builtIn,
    users: Number(row.users),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const selectRoles = (db: Db) =>
  db.select({ role: roles, users: usersOf, menus: menusOf }).from(roles);

/** POST /api/system/role/list */
export async function listRoles(
  db: Db,
  input: z.output<typeof roleListBody>,
): Promise<RoleListContent> {
  const order = input.sortType === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectRoles(db)
      .orderBy(order(SORT_COLUMNS[input.sortKey]), order(roles.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(roles),
  ]);
  return {
    list: rows.map((row) => toRole({ ...row.role, users: row.users, menus: row.menus })),
    total: total?.total ?? 0,
  };
}

async function snapshot(tx: Db, id: number) {
  const [row] = await selectRoles(tx).where(eq(roles.id, id));
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  const role = toRole({ ...row.role, users: row.users, menus: row.menus });
  const { users: _users, created_at: _created, updated_at: _updated, ...kept } = role;
  return { role, kept };
}

/** Makes `id` the one default role (the others lose it first: the unique index stays met). */
async function makeDefault(tx: Db, id: number) {
  await tx
    .update(roles)
    .set({ isDefault: false })
    .where(and(eq(roles.isDefault, true), ne(roles.id, id)));
  await tx.update(roles).set({ isDefault: true }).where(eq(roles.id, id));
}

async function assertMenusExist(tx: Db, menuIds: number[]) {
  if (menuIds.length === 0) return;
  const found = await tx
    .select({ id: menuNodes.id })
    .from(menuNodes)
    .where(inArray(menuNodes.id, menuIds));
  if (found.length !== new Set(menuIds).size)
    throw fieldError('menu_list', 'system.role.menuUnknown');
}

const keyTaken = (error: unknown) =>
  uniqueViolationOf(error) === 'roles_key_unique'
    ? fieldError('key', 'system.role.keyTaken')
    : error;

/** The change of one role, in the platform's scope (the change log's `role` target). */
const recordRole = (
  write: Write,
  change: { id: number; action: ChangeAction; before: Snapshot | null; after: Snapshot | null },
) =>
  write.record({
    scope: PLATFORM_SCOPE,
    action: change.action,
    objectType: 'role',
    objectId: change.id,
    before: change.before,
    after: change.after,
  });

/** role/create: access and menus within the actor's own. */
export async function createRole(write: Write, input: z.output<typeof roleCreateBody>) {
  return systemWrite(write, async (actorId) => {
    const { tx, now } = write;
    await assertAccessHeld(tx, actorId, input.access);
    await assertMenusExist(tx, input.menu_list);
    await assertMenusHeld(tx, actorId, input.menu_list);
    const [row] = await tx
      .insert(roles)
      .values({
        key: input.key,
        name: input.name,
        nameEn: input.nameEn,
        description: input.desc,
        access: input.access,
        requireSecondFactor: input.requireSecondFactor ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: roles.id })
      .catch((error: unknown) => Promise.reject(keyTaken(error)));
    const id = row!.id;
    if (input.default_role === 1) await makeDefault(tx, id);
    const menus = [...new Set(input.menu_list)];
    if (menus.length > 0)
      await tx.insert(roleMenus).values(menus.map((menuId) => ({ roleId: id, menuId })));
    const { kept } = await snapshot(tx, id);
    recordRole(write, { id, action: 'create', before: null, after: kept });
    return { id };
  });
}

/** role/update: name, desc, access, default_role. */
export async function updateRole(write: Write, input: z.output<typeof roleUpdateBody>) {
  return systemWrite(write, async (actorId) => {
    const { tx, now } = write;
    const { role, kept: before } = await snapshot(tx, input.id);
    if (role.default_role === 1 && input.default_role === 0) {
      throw fieldError('default_role', 'system.role.defaultRequired');
    }
    if (input.access !== role.access) await assertAccessHeld(tx, actorId, input.access);
    await tx
      .update(roles)
      .set({
        name: input.name,
        nameEn: input.nameEn,
        description: input.desc,
        access: input.access,
        requireSecondFactor: input.requireSecondFactor ?? role.requireSecondFactor,
        updatedAt: now,
      })
      .where(eq(roles.id, input.id));
    if (input.default_role === 1 && role.default_role === 0) await makeDefault(tx, input.id);
    const { kept: after } = await snapshot(tx, input.id);
    recordRole(write, { id: input.id, action: 'update', before, after });
    const roleIds = input.access !== role.access ? [input.id] : [];
    sendAccessEffects(write, { ...noEffects(), roles: roleIds });
    return { id: input.id };
  });
}

/** role/menu/update: the role's whole menu_list; what is added must be held by the actor. */
export async function updateRoleMenus(write: Write, input: { id: number; menu_list: number[] }) {
  return systemWrite(write, async (actorId) => {
    const { tx, now } = write;
    const { role, kept: before } = await snapshot(tx, input.id);
    if (role.key === BUILT_IN_ROLES.admin)
      throw new AppError(apiCodes.rejected, 'system.role.adminMenus');
    const wanted = [...new Set(input.menu_list)];
    await assertMenusExist(tx, wanted);
    await assertMenusHeld(
      tx,
      actorId,
      wanted.filter((id) => !role.menu_list.includes(id)),
    );
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, input.id));
    if (wanted.length > 0)
      await tx.insert(roleMenus).values(wanted.map((menuId) => ({ roleId: input.id, menuId })));
    await tx.update(roles).set({ updatedAt: now }).where(eq(roles.id, input.id));
    const { kept: after } = await snapshot(tx, input.id);
    recordRole(write, { id: input.id, action: 'menus', before, after });
    sendAccessEffects(write, { ...noEffects(), roles: [input.id] });
    return { id: input.id };
  });
}

/**
 * docs/system.md "Roles": `ROLE_ADMIN` always holds every menu, so a new node joins each role
 * whose access is `admin`, in the write that creates it (its entry is the menu's). Answers those
 * roles, whose holders hear of it.
 */
export async function giveNewMenuToAdminRoles(tx: Db, menuId: number): Promise<number[]> {
  const admins = await tx.select({ id: roles.id }).from(roles).where(eq(roles.access, 'admin'));
  if (admins.length > 0) {
    await tx.insert(roleMenus).values(admins.map((role) => ({ roleId: role.id, menuId })));
  }
  return admins.map((role) => role.id);
}

/** role/delete, role/delete/multiple: not a built-in role, not the default one. */
export async function deleteRoles(write: Write, input: { ids: number[] }) {
  return systemWrite(write, async () => {
    const { tx } = write;
    const holders = new Set<number>();
    for (const id of new Set(input.ids)) {
      const { role, kept } = await snapshot(tx, id);
      if (role.builtIn) throw new AppError(apiCodes.rejected, 'system.role.builtIn');
      if (role.default_role === 1)
        throw new AppError(apiCodes.rejected, 'system.role.defaultDelete');
      const held = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.roleId, id));
      for (const row of held) holders.add(row.userId);
      recordRole(write, { id, action: 'delete', before: kept, after: null });
      await tx.delete(roles).where(eq(roles.id, id));
    }
    sendAccessEffects(write, { ...noEffects(), users: [...holders] });
    return { deleted: new Set(input.ids).size };
  });
}
