import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { literalLimit, preparedColumns, type Selection } from '../../db/prepared.ts';
import { activities, customers, orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderWhere } from './order-filters.ts';
import {
  afterCursor,
  cursorValues,
  orderByOf,
  type OrderCursor,
  type OrderSort,
} from './order-keyset.ts';
import type { OrderRow } from './order-doors.ts';
import { orderViewColumns, viewOrder } from './order-view.ts';

/** The merchant's own order, or 1002: another merchant's order does not exist for it. */
export async function ownOrder(db: Db, merchantId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return row;
}

/**
 * The ids of a page (an index range scan under LIMIT, often index-only), as the subquery the
 * list and the CSV export join their columns to by primary key.
 */
export function pageIds(
  db: Db,
  where: OrderWhere,
  page: { sort: OrderSort; cursor: boolean; limit: number },
) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(page.cursor ? and(where.where, afterCursor(page.sort)) : where.where)
    .orderBy(...orderByOf(page.sort))
    .limit(literalLimit(page.limit))
    .as('page');
}

/**
 * The page's ids first (an index range scan under LIMIT, often index-only), then their orders,
 * activity and customer by primary key: PostgreSQL joins 20 rows instead of planning a join
 * sized for every order of the merchant (docs/orders.md "List and keyword": several times the
 * throughput of joining first). The columns are plain, read by position (db/prepared.ts
 * `preparedColumns`).
 */
function buildPage(
  db: Db,
  columns: Selection,
  where: OrderWhere,
  page: { sort: OrderSort; cursor: boolean; limit: number },
) {
  const ids = pageIds(db, where, page);
  return db
    .select(columns)
    .from(orders)
    .innerJoin(ids, eq(ids.id, orders.id))
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(...orderByOf(page.sort));
}

/**
 * Orders under `where` in `sort` order after `cursor`, with their activity title and customer.
 * Keyset, never offset: a page 50,000 rows deep costs what the first one does. One prepared
 * statement per filter shape, sort and cursor presence (db/prepared.ts).
 */
export async function selectOrders(
  db: Db,
  where: OrderWhere,
  page: { sort?: OrderSort; cursor?: OrderCursor; limit: number },
) {
  const sort = page.sort ?? 'id';
  const cursor = page.cursor !== undefined;
  const name = `orders_${sort}_${cursor ? 'after' : 'first'}_${page.limit}_${where.shape}`;
  const statement = preparedColumns(
    db,
    name,
    orderViewColumns,
    (columns) => buildPage(db, columns, where, { sort, cursor, limit: page.limit }),
    viewOrder,
  );
  return statement.execute({
    ...where.values,
    ...(page.cursor ? cursorValues(page.cursor) : {}),
  });
}
