import { and, eq, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@console/contract/roles';
import type { Db } from '../db/client.ts';
import { merchantMembers } from '../db/schema.ts';

/**
 * The user ids of a merchant's active members holding `key`: the owner (who holds every key,
 * DESIGN §4) and the members granted it. Who hears about a decision is decided here.
 */
export async function membersHolding(
  tx: Db,
  merchantId: number,
  key: PermissionKey,
): Promise<number[]> {
  const rows = await tx
    .select({ userId: merchantMembers.userId })
    .from(merchantMembers)
    .where(
      and(
        eq(merchantMembers.merchantId, merchantId),
        eq(merchantMembers.status, 'active'),
        or(eq(merchantMembers.role, 'owner'), sql`${key} = any(${merchantMembers.permissions})`),
      ),
    );
  return rows.map((row) => row.userId);
}
