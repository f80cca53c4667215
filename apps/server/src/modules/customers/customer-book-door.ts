import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { merchantCustomers } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import { changedFields } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';

// The one door of `merchant_customers` in the code (docs/server.md "Doors", docs/customers.md
// "Trail"): the merchant's tags and private note. The figures are the triggers' (migration
// 0014), moved in the transaction of the order, conversation or review that moves them.

type Change = { tags: string[] } | { note: string };

/**
 * Replaces the customer's tags (entry `setTags`) or the merchant's private note (`setNote`, the
 * start of each text), object `customer`; the same value again writes nothing. 1002 for
 * someone who is not the merchant's customer.
 */
export async function editCustomer(write: Write, merchantId: number, id: number, change: Change) {
  const ofBook = and(
    eq(merchantCustomers.merchantId, merchantId),
    eq(merchantCustomers.customerId, id),
  );
  const [current] = await write.tx
    .select({ tags: merchantCustomers.tags, note: merchantCustomers.note })
    .from(merchantCustomers)
    .where(ofBook)
    .for('update');
  if (!current) throw new AppError(apiCodes.notFound, 'error.notFound');
  const fields =
    'tags' in change
      ? changedFields({ tags: current.tags }, change)
      : changedFields({ note: current.note }, change);
  if (Object.keys(fields.after).length === 0) return;
  await write.tx.update(merchantCustomers).set(change).where(ofBook);
  const cut = (note: unknown) => trailText(String(note));
  write.record({
    scope: merchantId,
    action: 'tags' in change ? 'setTags' : 'setNote',
    objectType: 'customer',
    objectId: id,
    ...('tags' in change
      ? fields
      : { before: { note: cut(fields.before.note) }, after: { note: cut(fields.after.note) } }),
  });
}
