import type { CustomerEntry } from '@console/contract/customers';
import { merchantCustomers } from '../../db/schema.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { ColumnsRow } from '../../db/prepared.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';

// A merchant's customer as its staff see it (docs/customers.md "Access"): full mobiles with
// customer:manage only.

/**
 * The columns an answer shows, read by position (db/prepared.ts `preparedColumns`), all from the
 * book's row: it carries the customer's name and mobile (migration 0016).
 */
export const customerColumns = {
  id: merchantCustomers.customerId,
  name: merchantCustomers.name,
  mobile: merchantCustomers.mobile,
  ordersCount: merchantCustomers.ordersCount,
  spentCents: merchantCustomers.spentCents,
  firstOrderAt: isoTime(merchantCustomers.firstOrderAt),
  lastOrderAt: isoTime(merchantCustomers.lastOrderAt),
  ratingSum: merchantCustomers.ratingSum,
  ratingCount: merchantCustomers.ratingCount,
  tags: merchantCustomers.tags,
  note: merchantCustomers.note,
  firstSeenAt: isoTime(merchantCustomers.firstSeenAt),
};
export type CustomerRow = ColumnsRow<typeof customerColumns>;

export function toCustomerEntry(row: CustomerRow, fullMobile: boolean): CustomerEntry {
  return {
    id: row.id,
    name: row.name,
    mobile: fullMobile ? row.mobile : maskMobile(row.mobile),
    mobileMasked: !fullMobile,
    ordersCount: row.ordersCount,
    spentCents: row.spentCents,
    firstOrderAt: row.firstOrderAt,
    lastOrderAt: row.lastOrderAt,
    averageRating:
      row.ratingCount === 0 ? null : Math.round((row.ratingSum / row.ratingCount) * 100) / 100,
    tags: row.tags,
    note: row.note,
    firstSeenAt: row.firstSeenAt,
  };
}
