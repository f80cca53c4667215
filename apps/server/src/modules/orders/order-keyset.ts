import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderFilter } from './order-filters.ts';

/**
 * The order of a list, newest first. A created (or paid) date range sorts by that time, then
 * id, so the (merchant_id, created_at | paid_at, id) index serves both the range and the order:
 * sorting such a filter by id alone would scan every newer order first (docs/orders.md "List and
 * keyword").
 */
export type OrderSort = 'id' | 'createdAt' | 'paidAt';

export function sortOf(filter: OrderFilter): OrderSort {
  if (filter.createdFrom || filter.createdTo) return 'createdAt';
  if (filter.paidFrom || filter.paidTo) return 'paidAt';
  return 'id';
}

/** Where a page continues: after the row `id`, whose sort time is `at` (unused by id). */
export type OrderCursor = { id: number; at: Date | null };

const cursorTime = (db: Db, sort: 'createdAt' | 'paidAt') =>
  prepared(db, `order_cursor_${sort}`, (name) =>
    db
      .select({ at: orders[sort] })
      .from(orders)
      .where(
        and(
          eq(orders.id, sql.placeholder('id')),
          eq(orders.merchantId, sql.placeholder('merchantId')),
        ),
      )
      .limit(1)
      .prepare(name),
  );

/** The `last_id` row's place in the sort; a row that cannot be placed answers 1004. */
export async function orderCursor(db: Db, merchantId: number, lastId: number, sort: OrderSort) {
  if (sort === 'id') return { id: lastId, at: null } satisfies OrderCursor;
  const [row] = await cursorTime(db, sort).execute({ id: lastId, merchantId });
  if (!row?.at) throw new AppError(apiCodes.conflict, 'order.cursorGone');
  return { id: lastId, at: row.at } satisfies OrderCursor;
}

/**
 * Rows after the cursor as one row comparison, so the index scan starts right at it. On the
 * placeholders `lastId` and `lastAt` (see `cursorValues`).
 */
export function afterCursor(sort: OrderSort): SQL {
  const lastId = sql.placeholder('lastId');
  if (sort === 'id') return lt(orders.id, lastId);
  return sql`(${orders[sort]}, ${orders.id}) < (${sql.placeholder('lastAt')}::timestamptz, ${lastId})`;
}

export const cursorValues = (cursor: OrderCursor) => ({
  lastId: cursor.id,
  lastAt: cursor.at?.toISOString() ?? null,
});

export function orderByOf(sort: OrderSort): SQL[] {
  return sort === 'id' ? [desc(orders.id)] : [desc(orders[sort]), desc(orders.id)];
}
