import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@console/contract/constants';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { activities, orders } from '../../db/schema.ts';
import { CSV_BOM, csvZoneLabel } from '../../lib/csv.ts';
import { csvHeader, csvRow } from './order-csv.ts';
import { orderWhere, type OrderFilter, type OrderWhere } from './order-filters.ts';
import { orderByOf, sortOf, type OrderSort } from './order-keyset.ts';
import { pageIds } from './order-store.ts';

/** Rows read per query: memory stays flat however many orders match (docs/orders.md "CSV"). */
const EXPORT_BATCH = 1000;

/**
 * `YYYY-MM-DD HH:mm:ss` on the merchant's clock, '' for none: the database reads the wall time
 * in the zone given as the `timeZone` placeholder (an IANA name, daylight saving included).
 */
const merchantTime = (column: SQLWrapper) =>
  sql<string>`coalesce(to_char(${column} at time zone ${sql.placeholder('timeZone')}::text, 'YYYY-MM-DD HH24:MI:SS'), '')`;

/**
 * One batch: the CSV's columns only, times formatted by the database, one flat row per order
 * (no Date, no view object): a million rows make little garbage, so the heap stays small.
 */
function buildBatch(db: Db, name: string, where: OrderWhere, sort: OrderSort, cursor: boolean) {
  const ids = pageIds(db, where, { sort, cursor, limit: EXPORT_BATCH });
  return db
    .select({
      id: orders.id,
      /** The sort time of the row, for the next batch's cursor (null when sorted by id). */
      at:
        sort === 'id'
          ? sql<null>`null`
          : sql<string>`to_char(${orders[sort]} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      orderNo: orders.orderNo,
      status: orders.status,
      activityTitle: activities.title,
      contactName: orders.contactName,
      contactMobile: orders.contactMobile,
      quantity: orders.quantity,
      amountCents: orders.amountCents,
      createdAt: merchantTime(orders.createdAt),
      paidAt: merchantTime(orders.paidAt),
      customerNote: orders.customerNote,
      remark: orders.remark,
    })
    .from(orders)
    .innerJoin(ids, eq(ids.id, orders.id))
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .orderBy(...orderByOf(sort))
    .prepare(name);
}

/**
 * GET /api/orders/export.csv: the filtered orders, newest first, as CSV text chunks. Each batch
 * is a keyset page read only when the reply stream asks for more, so a slow client never makes
 * the server hold more than one batch.
 */
export async function* exportOrders(
  db: Db,
  merchantId: number,
  filter: OrderFilter,
  { locale, timeZone, now }: { locale: Locale; timeZone: string; now: Date },
): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader(locale, csvZoneLabel(timeZone, now));
  const where = orderWhere(merchantId, filter);
  const sort = sortOf(filter);
  /** After the first batch: the last row's id and sort time, to the microsecond. */
  let cursor: { lastId: number; lastAt: string | null } | undefined;
  for (;;) {
    const next = cursor !== undefined;
    const statement = prepared(
      db,
      `orders_csv_${sort}_${next ? 'after' : 'first'}_${where.shape}`,
      (named) => buildBatch(db, named, where, sort, next),
    );
    const rows = await statement.execute({
      ...where.values,
      ...cursor,
      timeZone,
    });
    if (rows.length === 0) return;
    yield rows.map((order) => csvRow(order, locale)).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    cursor = { lastId: last.id, lastAt: last.at };
  }
}
