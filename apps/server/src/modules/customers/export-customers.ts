import type { Locale } from '@console/contract/constants';
import { translate, type MessageKey } from '@console/contract/messages';
import type { CustomerEntry } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import { CSV_BOM, csvLine, yuan } from '../../lib/csv.ts';
import { toCustomerEntry } from './customer-view.ts';
import { customerPage, type CustomerFilter } from './list-customers.ts';

/** Rows read per query: memory stays flat however many customers match. */
const EXPORT_BATCH = 1000;

/** `YYYY-MM-DD HH:mm:ss` in China time (UTC+8), '' for none. */
const chinaTime = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

const COLUMNS: { key: MessageKey; value: (customer: CustomerEntry) => string }[] = [
  { key: 'customer.csv.name', value: (c) => c.name },
  { key: 'customer.csv.mobile', value: (c) => c.mobile },
  { key: 'customer.csv.orders', value: (c) => String(c.ordersCount) },
  { key: 'customer.csv.spent', value: (c) => yuan(c.spentCents) },
  { key: 'customer.csv.firstOrder', value: (c) => chinaTime(c.firstOrderAt) },
  { key: 'customer.csv.lastOrder', value: (c) => chinaTime(c.lastOrderAt) },
  {
    key: 'customer.csv.rating',
    value: (c) => (c.averageRating === null ? '' : String(c.averageRating)),
  },
  { key: 'customer.csv.tags', value: (c) => c.tags.join(' | ') },
  { key: 'customer.csv.note', value: (c) => c.note },
];

/**
 * GET /api/customers/export.csv: the filtered customers in the list's order, as CSV chunks,
 * one keyset batch at a time as the reply stream asks for more (like the orders export).
 * Mobiles are masked unless the caller holds customer:manage.
 */
export async function* exportCustomers(
  db: Db,
  merchantId: number,
  filter: CustomerFilter,
  options: { locale: Locale; fullMobile: boolean },
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(COLUMNS.map((column) => translate(options.locale, column.key)));
  let lastId: number | undefined;
  for (;;) {
    const rows = await customerPage(db, merchantId, filter, { lastId, limit: EXPORT_BATCH });
    if (rows.length === 0) return;
    yield rows
      .map((row) => toCustomerEntry(row, options.fullMobile))
      .map((customer) => csvLine(COLUMNS.map((column) => column.value(customer))))
      .join('');
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}
