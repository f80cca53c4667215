import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userRoles } from '../db/schema.ts';

/**
 * A staff socket is in the room of each role its user holds, so a change to a role's
 * menus or access reaches exactly the consoles it concerns (docs/system.md "Live").
 */
export const roleRoom = (roleId: number) => `role:${roleId}`;

export async function roleRoomsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => roleRoom(row.roleId));
}

/** Whether a room name is a role's room (a user's role rooms are replaced together). */
export const isRoleRoom = (room: string) => room.startsWith('role:');
