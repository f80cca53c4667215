import { and, asc, eq, sql } from 'drizzle-orm';
import type { MerchantRef } from '@console/contract/auth';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants } from '../../db/schema.ts';

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
