import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { OrderStatus } from '@console/contract/orders';
import type { CustomerOrder } from '@console/contract/storefront-orders';
import type { Db } from '../../db/client.ts';
import { activities, merchants, orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { OrderRow } from '../orders/index.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

/**
 * The check-in code is the customer's ticket: shown once the order is paid (docs/api.md "Storefront
 * customers and orders").
 */
const SHOWS_CODE: OrderStatus[] = ['paid', 'refunding', 'completed'];

/** What a customer reads of their orders: no merchant remark, no payment reference. */
async function viewCustomerOrders(db: Db, rows: OrderRow[]): Promise<CustomerOrder[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({ id: activities.id, title: activities.title, merchantName: merchants.name })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(
      inArray(
        activities.id,
        rows.map((row) => row.activityId),
      ),
    );
  const byActivity = new Map(names.map((row) => [row.id, row]));
  return rows.map((row) => {
    const names = byActivity.get(row.activityId);
    return {
      id: row.id,
      orderNo: row.orderNo,
      status: row.status,
      version: row.version,
      activity: { id: row.activityId, title: names?.title ?? '' },
      merchant: { id: row.merchantId, name: names?.merchantName ?? '' },
      contactName: row.contactName,
      contactMobile: row.contactMobile,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      amountCents: row.amountCents,
      refundReason: row.refundReason,
      declineReason: row.declineReason,
      payDeadline: row.payDeadline.toISOString(),
      createdAt: row.createdAt.toISOString(),
      paidAt: isoOrNull(row.paidAt),
      verificationCode: SHOWS_CODE.includes(row.status) ? row.verificationCode : null,
    };
  });
}

/** One of the customer's own orders; anyone else's is 1002, as if it did not exist. */
export async function ownOrder(db: Db, customerId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return row;
}

export async function viewCustomerOrder(db: Db, row: OrderRow): Promise<CustomerOrder> {
  const [order] = await viewCustomerOrders(db, [row]);
  return order!;
}

/** GET /api/storefront/orders: newest first, keyset by `last_id` (ids only grow). */
export async function listCustomerOrders(
  db: Db,
  customerId: number,
  input: { lastId?: number; pageSize: number; status?: OrderStatus },
) {
  const where: SQL[] = [eq(orders.customerId, customerId)];
  if (input.lastId !== undefined) where.push(lt(orders.id, input.lastId));
  if (input.status) where.push(eq(orders.status, input.status));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.id))
    .limit(rowsToRead(input.pageSize));
  const { items, nextLastId } = takePage(rows, input.pageSize);
  return { orders: await viewCustomerOrders(db, items), nextLastId };
}
