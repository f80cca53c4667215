import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { roles, userRoles } from '../src/db/schema.ts';

/** Makes the user hold exactly the roles with these keys (users.role follows by trigger). */
export async function holdOnlyRole(db: Db, userId: number, ...keys: string[]) {
  const held = await db.select({ id: roles.id }).from(roles).where(inArray(roles.key, keys));
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(held.map((role) => ({ userId, roleId: role.id })));
  });
}
