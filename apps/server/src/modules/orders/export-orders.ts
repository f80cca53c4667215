import type { Locale } from '@console/contract/constants';
import type { Db } from '../../db/client.ts';
import { CSV_BOM, csvHeader, csvRow } from './order-csv.ts';
import { orderConditions, type OrderFilter } from './order-filters.ts';
import { sortOf, type OrderCursor } from './order-keyset.ts';
import { selectOrders } from './order-store.ts';

/** Rows read per query: memory stays flat however many orders match (issue 6: 1M rows). */
export const EXPORT_BATCH = 1000;

/**
 * GET /api/orders/export.csv: the filtered orders, newest first, as CSV text chunks. Each batch
 * is a keyset page read only when the reply stream asks for more, so a slow client never makes
 * the server hold more than one batch.
 */
export async function* exportOrders(
  db: Db,
  merchantId: number,
  filter: OrderFilter,
  locale: Locale,
): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader(locale);
  const where = orderConditions(merchantId, filter);
  const sort = sortOf(filter);
  let cursor: OrderCursor | undefined;
  for (;;) {
    const rows = await selectOrders(db, where, { sort, cursor, limit: EXPORT_BATCH });
    if (rows.length === 0) return;
    yield rows.map((order) => csvRow(order, locale)).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    const at = sort === 'id' ? null : last[sort];
    cursor = { id: last.id, at: at === null ? null : new Date(at) };
  }
}
