import type { Locale } from '@console/contract/constants';
import { translate, type MessageKey } from '@console/contract/messages';
import type { CustomerEntry } from '@console/contract/customers';
import type { Db } from '../../db/client.ts';
import { CSV_BOM, csvLine, csvTime, csvZoneLabel, yuan } from '../../lib/csv.ts';
import { toCustomerEntry } from './customer-view.ts';
import { customerPage, type CustomerFilter } from './list-customers.ts';

/** Rows read per query: memory stays flat however many customers match. */
const EXPORT_BATCH = 1000;

type Column = { key: MessageKey; value: (customer: CustomerEntry, timeZone: string) => string };

/** Times on the merchant's clock, named in their headers (docs/customers.md, lib/csv.ts). */
const COLUMNS: Column[] = [
  { key: 'customer.csv.name', value: (c) => c.name },
  { key: 'customer.csv.mobile', value: (c) => c.mobile },
  { key: 'customer.csv.orders', value: (c) => String(c.ordersCount) },
  { key: 'customer.csv.spent', value: (c) => yuan(c.spentCents) },
  { key: 'customer.csv.firstOrder', value: (c, zone) => csvTime(c.firstOrderAt, zone) },
  { key: 'customer.csv.lastOrder', value: (c, zone) => csvTime(c.lastOrderAt, zone) },
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
  options: { locale: Locale; fullMobile: boolean; timeZone: string; now: Date },
): AsyncGenerator<string> {
  const { locale, timeZone } = options;
  const zone = csvZoneLabel(timeZone, options.now);
  yield CSV_BOM + csvLine(COLUMNS.map((column) => translate(locale, column.key, { zone })));
  let lastId: number | undefined;
  for (;;) {
    const rows = await customerPage(db, merchantId, filter, { lastId, limit: EXPORT_BATCH });
    if (rows.length === 0) return;
    yield rows
      .map((row) => toCustomerEntry(row, options.fullMobile))
      .map((customer) => csvLine(COLUMNS.map((column) => column.value(customer, timeZone))))
      .join('');
    if (rows.length < EXPORT_BATCH) return;
    lastId = rows.at(-1)!.id;
  }
}
