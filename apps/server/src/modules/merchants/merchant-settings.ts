import { eq, sql } from 'drizzle-orm';
import { merchants } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';

// The door of a merchant's settings (docs/server.md "Doors", docs/account.md "Trail"): the file
// that updates `merchants`. Its entries are the merchant's, object type `setting`, the
// merchant's id as the object.

/**
 * PUT /api/merchant/time-zone (docs/home.md "The merchant's days"): the zone of the merchant's days. Every
 * day bucket of the home moves with it, so the rollups are counted again in the same
 * transaction. Answers whether the zone changed (the same zone writes and records nothing); the
 * caller then has the identity cache forget the memberships that carry the old zone.
 */
export async function setMerchantTimeZone(
  write: Write,
  merchantId: number,
  timeZone: string,
): Promise<boolean> {
  const [row] = await write.tx
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  if (!row || row.timeZone === timeZone) return false;
  await write.tx.update(merchants).set({ timeZone }).where(eq(merchants.id, merchantId));
  await write.tx.execute(sql`select order_days_recount(${merchantId})`);
  write.record({
    scope: merchantId,
    action: 'setTimeZone',
    objectType: 'setting',
    objectId: merchantId,
    before: { timeZone: row.timeZone },
    after: { timeZone },
  });
  return true;
}
