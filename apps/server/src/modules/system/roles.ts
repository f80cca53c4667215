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
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { menuNodes, roleMenus, roles, userRoles } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { recordChange, type Actor } from './changes.ts';
import { noEffects } from './effects.ts';
import { assertAccessHeld, assertMenusHeld, systemWrite } from './grants.ts';

// Roles (docs/system.md "Roles"). Writes run under the system lock, so "exactly one
// default role" holds after concurrent updates (a partial unique index backs it).

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

/** role/create: access and menus within the actor's own. */
export async function createRole(
  db: Db,
  actor: Actor,
  input: z.output<typeof roleCreateBody> & { now: Date },
) {
  return systemWrite(db, actor.userId, async (tx) => {
    await assertAccessHeld(tx, actor.userId, input.access);
    await assertMenusExist(tx, input.menu_list);
    await assertMenusHeld(tx, actor.userId, input.menu_list);
    const [row] = await tx
      .insert(roles)
      .values({
        key: input.key,
        name: input.name,
        nameEn: input.nameEn,
        description: input.desc,
        access: input.access,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: roles.id })
      .catch((error: unknown) => Promise.reject(keyTaken(error)));
    const id = row!.id;
    if (input.default_role === 1) await makeDefault(tx, id);
    const menus = [...new Set(input.menu_list)];
    if (menus.length > 0)
      await tx.insert(roleMenus).values(menus.map((menuId) => ({ roleId: id, menuId })));
    const { kept } = await snapshot(tx, id);
    await recordChange(tx, actor, {
      target: 'role',
      targetId: id,
      action: 'create',
      before: null,
      after: kept,
      at: input.now,
    });
    return { id, effects: noEffects() };
  });
}

/** role/update: name, desc, access, default_role. */
export async function updateRole(
  db: Db,
  actor: Actor,
  input: z.output<typeof roleUpdateBody> & { now: Date },
) {
  return systemWrite(db, actor.userId, async (tx) => {
    const { role, kept: before } = await snapshot(tx, input.id);
    if (role.default_role === 1 && input.default_role === 0) {
      throw fieldError('default_role', 'system.role.defaultRequired');
    }
    if (input.access !== role.access) await assertAccessHeld(tx, actor.userId, input.access);
    await tx
      .update(roles)
      .set({
        name: input.name,
        nameEn: input.nameEn,
        description: input.desc,
        access: input.access,
        updatedAt: input.now,
      })
      .where(eq(roles.id, input.id));
    if (input.default_role === 1 && role.default_role === 0) await makeDefault(tx, input.id);
    const { kept: after } = await snapshot(tx, input.id);
    await recordChange(tx, actor, {
      target: 'role',
      targetId: input.id,
      action: 'update',
      before,
      after,
      at: input.now,
    });
    const effects = { ...noEffects(), roles: input.access !== role.access ? [input.id] : [] };
    return { id: input.id, effects };
  });
}

/** role/menu/update: the role's whole menu_list; what is added must be held by the actor. */
export async function updateRoleMenus(
  db: Db,
  actor: Actor,
  input: { id: number; menu_list: number[]; now: Date },
) {
  return systemWrite(db, actor.userId, async (tx) => {
    const { role, kept: before } = await snapshot(tx, input.id);
    if (role.key === BUILT_IN_ROLES.admin)
      throw new AppError(apiCodes.rejected, 'system.role.adminMenus');
    const wanted = [...new Set(input.menu_list)];
    await assertMenusExist(tx, wanted);
    await assertMenusHeld(
      tx,
      actor.userId,
      wanted.filter((id) => !role.menu_list.includes(id)),
    );
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, input.id));
    if (wanted.length > 0)
      await tx.insert(roleMenus).values(wanted.map((menuId) => ({ roleId: input.id, menuId })));
    await tx.update(roles).set({ updatedAt: input.now }).where(eq(roles.id, input.id));
    const { kept: after } = await snapshot(tx, input.id);
    await recordChange(tx, actor, {
      target: 'role',
      targetId: input.id,
      action: 'menus',
      before,
      after,
      at: input.now,
    });
    return { id: input.id, effects: { ...noEffects(), roles: [input.id] } };
  });
}

/** role/delete, role/delete/multiple: not a built-in role, not the default one. */
export async function deleteRoles(db: Db, actor: Actor, input: { ids: number[]; now: Date }) {
  return systemWrite(db, actor.userId, async (tx) => {
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
      await recordChange(tx, actor, {
        target: 'role',
        targetId: id,
        action: 'delete',
        before: kept,
        after: null,
        at: input.now,
      });
      await tx.delete(roles).where(eq(roles.id, id));
    }
    return { deleted: new Set(input.ids).size, effects: { ...noEffects(), users: [...holders] } };
  });
}
