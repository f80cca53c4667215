import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants, roles, userRoles } from '../../db/schema.ts';

// docs/auth.md "Required": who requires a second factor of a user.

/** The names of the merchants (active memberships) and roles that require a second factor. */
export async function secondFactorRequiredBy(db: Db, userId: number): Promise<string[]> {
  const merchantRows = await db
    .select({ name: merchants.name })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(
      and(
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
        eq(merchants.requireSecondFactor, true),
      ),
    )
    .orderBy(merchants.id);
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requireSecondFactor, true)))
    .orderBy(roles.id);
  return [...merchantRows, ...roleRows].map((row) => row.name);
}

/**
 * After a second factor of the user turned on or off: the sockets re-check their rooms of each
 * merchant that requires one (realtime/merchant-rooms.ts).
 */
export async function requiringMerchantRooms(db: Db, userId: number) {
  const rows = await db
    .select({ merchantId: merchantMembers.merchantId })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .where(and(eq(merchantMembers.userId, userId), eq(merchants.requireSecondFactor, true)));
  return rows.map(({ merchantId }) => ({
    to: 'refresh-merchant-rooms' as const,
    userId,
    merchantId,
  }));
}
