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
