import { and, count, eq, inArray } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { PlatformRole } from '@console/contract/roles';
import { BUILT_IN_ROLES } from '@console/contract/system-roles';
import type { Db } from '../../db/client.ts';
import { roleMenus, roles, userRoles, users } from '../../db/schema.ts';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { Origin } from '../../write/origin.ts';
import type { Write } from '../../write/writer.ts';

// System guards (docs/system.md "Guards"): nobody grants what they do not hold; an admin
// keeps their own ROLE_ADMIN; one active admin always remains. Every system write holds one
// advisory lock in its transaction, so the checks see the writes before them on every node.

const SYSTEM_LOCK = 'system-management';
const RANK: Record<PlatformRole, number> = { user: 0, op: 1, admin: 2 };

const notHeld = () => new AppError(apiCodes.rejected, 'system.grant.notHeld');

/** The menu nodes the user's roles hold (the union). */
export async function menusHeldBy(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((row) => row.menuId));
}

async function accessOf(db: Db, userId: number): Promise<PlatformRole> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? 'user';
}

/** Refuses menus the actor's roles do not hold. */
export async function assertMenusHeld(db: Db, actorId: number, menuIds: Iterable<number>) {
  const held = await menusHeldBy(db, actorId);
  for (const id of menuIds) if (!held.has(id)) throw notHeld();
}

/** Refuses an access above the actor's own. */
export async function assertAccessHeld(db: Db, actorId: number, access: PlatformRole) {
  if (RANK[access] > RANK[await accessOf(db, actorId)]) throw notHeld();
}

/**
 * Refuses roles the actor could not have made: each role's access within the actor's and its
 * menus within the actor's (Saleor's rule for permission groups).
 */
export async function assertRolesGrantable(db: Db, actorId: number, roleIds: number[]) {
  if (roleIds.length === 0) return;
  const found = await db
    .select({ id: roles.id, access: roles.access })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  const own = RANK[await accessOf(db, actorId)];
  if (found.some((role) => RANK[role.access] > own)) throw notHeld();
  const menus = await db
    .selectDistinct({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds));
  await assertMenusHeld(
    db,
    actorId,
    menus.map((row) => row.menuId),
  );
}

async function holdsAdminRole(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.key, BUILT_IN_ROLES.admin)));
  return (row?.n ?? 0) > 0;
}

/** The operator a system write is made by (its origin, `operatorOrigin`). */
function operatorOf(origin: Origin): number {
  if (origin.actor.type !== 'operator') throw new Error('a system write by no operator');
  return origin.actor.userId;
}

/**
 * Runs a system management write's work in the write's transaction: alone across every node
 * (the advisory lock, held until it commits), by an actor who is still an admin once the lock
 * is held (a concurrent write may have demoted them: 1003), refused and rolled back if the actor
 * lost the ROLE_ADMIN they held or their admin access, or no active admin remains. The work gets
 * the actor's user id.
 */
export async function systemWrite<T>(
  write: Write,
  work: (actorId: number) => Promise<T>,
): Promise<T> {
  const actorId = operatorOf(write.origin);
  await lockForTransaction(write.tx, [SYSTEM_LOCK]);
  if ((await accessOf(write.tx, actorId)) !== 'admin') {
    throw new AppError(apiCodes.forbidden, 'error.forbidden');
  }
  return keepingAdmins(write.tx, actorId, () => work(actorId));
}

async function keepingAdmins<T>(tx: Db, actorId: number, write: () => Promise<T>) {
  const heldBefore = await holdsAdminRole(tx, actorId);
  const result = await write();
  if (heldBefore && !(await holdsAdminRole(tx, actorId))) {
    throw new AppError(apiCodes.rejected, 'system.grant.ownAdmin');
  }
  if ((await accessOf(tx, actorId)) !== 'admin') {
    throw new AppError(apiCodes.rejected, 'system.grant.ownAdmin');
  }
  const [admins] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  if ((admins?.n ?? 0) === 0) throw new AppError(apiCodes.rejected, 'system.grant.lastAdmin');
  return result;
}
