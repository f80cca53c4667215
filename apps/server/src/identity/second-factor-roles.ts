import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { roles, userRoles } from '../db/schema.ts';

/**
 * The platform role the user holds that requires a second factor, if any (docs/auth.md
 * "Required"): read only for a platform call of a user without one.
 */
export async function roleRequiringSecondFactor(
  db: Db,
  userId: number,
): Promise<{ name: string; nameEn: string } | undefined> {
  const [row] = await db
    .select({ name: roles.name, nameEn: roles.nameEn })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.requireSecondFactor, true)))
    .orderBy(roles.id)
    .limit(1);
  return row;
}
