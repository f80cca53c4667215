import { count, eq, sql, sum } from 'drizzle-orm';
import { ORDER_STATUSES, type Order, type OrderSummaryContent } from '@console/contract/orders';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { orderTallies, orders } from '../../db/schema.ts';
import { orderWhere, type OrderFilter } from './order-filters.ts';
import { orderCursor, sortOf } from './order-keyset.ts';
import { selectOrders } from './order-store.ts';

/** GET /api/orders (docs/api.md "Orders"): a page newest first (order-keyset.ts), by `last_id`. */
export async function listOrders(
  db: Db,
  merchantId: number,
  input: OrderFilter & { lastId?: number; pageSize: number },
): Promise<{ orders: Order[]; nextLastId: number | null }> {
  const sort = sortOf(input);
  const cursor =
    input.lastId === undefined ? undefined : await orderCursor(db, merchantId, input.lastId, sort);
  const rows = await selectOrders(db, orderWhere(merchantId, input), {
    sort,
    cursor,
    limit: rowsToRead(input.pageSize),
  });
  const { items, nextLastId } = takePage(rows, input.pageSize);
  return { orders: items, nextLastId };
}

/** How many orders match a filter: the CSV export's X-Total-Count. */
export async function countOrders(db: Db, merchantId: number, filter: OrderFilter) {
  const where = orderWhere(merchantId, filter);
  const statement = prepared(db, `orders_count_${where.shape}`, (name) =>
    db.select({ orders: count() }).from(orders).where(where.where).prepare(name),
  );
  const [row] = await statement.execute(where.values);
  return row?.orders ?? 0;
}

/** GET /api/orders/summary: the filter's totals and the status tabs' counts. */
export async function orderSummary(
  db: Db,
  merchantId: number,
  filter: OrderFilter,
): Promise<OrderSummaryContent> {
  const where = orderWhere(merchantId, filter, true);
  // Only the merchant (and perhaps a status): the kept tallies, a few rows whatever the count.
  const statement =
    where.shape === 'all'
      ? prepared(db, 'orders_summary_tallies', (name) =>
          db
            .select({
              status: orderTallies.status,
              orders: sql<number>`sum(${orderTallies.orders})::bigint`.mapWith(Number),
              amountCents: sql<number>`sum(${orderTallies.amountCents})::bigint`.mapWith(Number),
            })
            .from(orderTallies)
            .where(eq(orderTallies.merchantId, sql.placeholder('merchantId')))
            .groupBy(orderTallies.status)
            .prepare(name),
        )
      : prepared(db, `orders_summary_${where.shape}`, (name) =>
          db
            .select({
              status: orders.status,
              orders: count(),
              amountCents: sql<number>`coalesce(${sum(orders.amountCents)}, 0)::bigint`.mapWith(
                Number,
              ),
            })
            .from(orders)
            .where(where.where)
            .groupBy(orders.status)
            .prepare(name),
        );
  const perStatus = await statement.execute(where.values);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ORDER_STATUSES)[number],
    number
  >;
  const total = { orders: 0, amountCents: 0 };
  // One scan answers both: the totals are the tabs' rows that also match the status filter.
  for (const row of perStatus) {
    byStatus[row.status] = row.orders;
    if (filter.status && row.status !== filter.status) continue;
    if (filter.statuses && !filter.statuses.includes(row.status)) continue;
    total.orders += row.orders;
    total.amountCents += row.amountCents;
  }
  return { total, byStatus };
}
