import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { merchantMembers } from '../db/schema.ts';

/**
 * The merchants whose order events a user hears (issue 6): where the user is an active member
 * who owns the merchant or holds `order:view` or `order:manage` (DESIGN §4 permission keys).
 * The per-user side of `membersHolding` in the merchants module. With `onlyMerchantId`, the
 * answer is that merchant or nothing (a membership change re-checks one merchant, issue 12).
 */
export async function merchantsWatchedBy(
  db: Db,
  userId: number,
  onlyMerchantId?: number,
): Promise<number[]> {
  const rows = await db
    .select({ merchantId: merchantMembers.merchantId })
    .from(merchantMembers)
    .where(
      and(
        eq(merchantMembers.userId, userId),
        onlyMerchantId === undefined ? undefined : eq(merchantMembers.merchantId, onlyMerchantId),
        eq(merchantMembers.status, 'active'),
        or(
          eq(merchantMembers.role, 'owner'),
          sql`${merchantMembers.permissions} && array['order:view', 'order:manage']::text[]`,
        ),
      ),
    );
  return rows.map((row) => row.merchantId);
}
