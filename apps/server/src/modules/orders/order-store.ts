import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, customers, orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { afterCursor, orderByOf, type OrderCursor, type OrderSort } from './order-keyset.ts';
import type { OrderRow } from './order-transition.ts';
import { viewOrder } from './order-view.ts';

/** The merchant's own order, or 1002: another merchant's order does not exist for it. */
export async function ownOrder(db: Db, merchantId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new AppError('1002', 'error.notFound');
  return row;
}

/**
 * Orders under `where` in `sort` order after `cursor`, with their activity title and customer.
 * Keyset, never offset: a page 50,000 rows deep costs what the first one does.
 */
export async function selectOrders(
  db: Db,
  where: SQL,
  page: { sort?: OrderSort; cursor?: OrderCursor; limit: number },
) {
  const sort = page.sort ?? 'id';
  const rows = await db
    .select({
      order: orders,
      activityTitle: activities.title,
      customer: { id: customers.id, name: customers.name, mobile: customers.mobile },
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(page.cursor ? and(where, afterCursor(sort, page.cursor)) : where)
    .orderBy(...orderByOf(sort))
    .limit(page.limit);
  return rows.map((row) => viewOrder(row.order, row.activityTitle, row.customer));
}
