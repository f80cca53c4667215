import { and, asc, eq, sql } from 'drizzle-orm';
import type { MerchantRef } from '@console/contract/auth';
import type { MemberRole, PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants, users } from '../../db/schema.ts';
import { effectivePermissions } from '../../identity/index.ts';

/**
 * The user's active memberships of active merchants in the order sign-in opens them: the
 * default merchant first (docs/account.md), then last used, then oldest membership (spec §4).
 */
function activeMemberships(db: Db, userId: number) {
  return db
    .select({
      id: merchants.id,
      name: merchants.name,
      role: merchantMembers.role,
      permissions: merchantMembers.permissions,
      joinedAt: merchantMembers.createdAt,
      isDefault: sql<boolean>`coalesce(${merchants.id} = ${users.defaultMerchantId}, false)`,
    })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(
      and(
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .orderBy(
      sql`coalesce(${merchants.id} = ${users.defaultMerchantId}, false) desc`,
      sql`${merchantMembers.lastUsedAt} desc nulls last`,
      asc(merchants.id),
    );
}

/** The user's merchants, default first, then last used first (spec §4 company). */
export async function listUserMerchants(db: Db, userId: number): Promise<MerchantRef[]> {
  const rows = await activeMemberships(db, userId);
  return rows.map(({ id, name }) => ({ id, name }));
}

export type UserMembership = MerchantRef & {
  role: MemberRole;
  permissions: PermissionKey[];
  joinedAt: Date;
  isDefault: boolean;
};

/** The same merchants with my role, effective keys and join time (/account/mine). */
export async function listUserMemberships(db: Db, userId: number): Promise<UserMembership[]> {
  const rows = await activeMemberships(db, userId);
  return rows.map((row) => ({
    ...row,
    permissions: effectivePermissions(row.role, row.permissions),
  }));
}
