import { and, asc, eq, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, type MemberRole, type PermissionKey } from '@console/contract/roles';
import type { MerchantRef } from '@console/contract/auth';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants } from '../../db/schema.ts';

export type Membership = {
  merchantId: number;
  merchantName: string;
  role: MemberRole;
  permissions: PermissionKey[];
};

const knownKeys = new Set<string>(PERMISSION_KEYS);

/** DESIGN §4: the owner holds every key; a member holds the known keys it was granted. */
export function effectivePermissions(role: MemberRole, granted: string[]): PermissionKey[] {
  if (role === 'owner') return [...PERMISSION_KEYS];
  return granted.filter((key): key is PermissionKey => knownKeys.has(key));
}

/** The caller's active membership of an active merchant, or undefined (spec §6, DESIGN §3). */
export async function findActiveMembership(
  db: Db,
  userId: number,
  merchantId: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      merchantId: merchants.id,
      merchantName: merchants.name,
      role: merchantMembers.role,
      permissions: merchantMembers.permissions,
    })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(
      and(
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.merchantId, merchantId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { ...row, permissions: effectivePermissions(row.role, row.permissions) };
}

/** The user's merchants, last used first, then oldest membership first (spec §4 company). */
export async function listUserMerchants(db: Db, userId: number): Promise<MerchantRef[]> {
  return db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(
      and(
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .orderBy(sql`${merchantMembers.lastUsedAt} desc nulls last`, asc(merchants.id));
}

/** PUT merchants/lastUse (spec §7): remembers the switch so the next sign-in starts there. */
export async function recordLastUse(db: Db, userId: number, merchantId: number, now: Date) {
  await db
    .update(merchantMembers)
    .set({ lastUsedAt: now })
    .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)));
}
