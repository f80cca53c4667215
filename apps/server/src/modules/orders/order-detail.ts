import { and, asc, eq, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { OrderEvent } from '@console/contract/orders';
import type { Db } from '../../db/client.ts';
import { customers, orderEvents, orders, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { selectOrders } from './order-store.ts';

/** The timeline of an order, oldest first; actor names: staff nickname, customer name, ''. */
async function orderTimeline(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      event: orderEvents,
      staffName: users.nickname,
      customerName: customers.name,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.staffId))
    .leftJoin(customers, eq(customers.id, orderEvents.customerId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map(({ event, staffName, customerName }) => ({
    id: event.id,
    actor: event.actorType,
    actorName: (event.actorType === 'staff' ? staffName : customerName) ?? '',
    from: event.fromStatus,
    to: event.toStatus,
    note: event.note,
    createdAt: event.createdAt.toISOString(),
  }));
}

/** GET /api/orders/{id}: the merchant's order with its timeline, or 1002. */
export async function getOrder(db: Db, merchantId: number, id: number) {
  const where = and(
    eq(orders.id, sql.placeholder('id')),
    eq(orders.merchantId, sql.placeholder('merchantId')),
  )!;
  const [order] = await selectOrders(
    db,
    { where, shape: 'one', values: { id, merchantId } },
    { limit: 1 },
  );
  if (!order) throw new AppError(apiCodes.notFound, 'error.notFound');
  return { order, events: await orderTimeline(db, id) };
}
