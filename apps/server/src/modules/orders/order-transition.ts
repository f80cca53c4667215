import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { OrderStatus } from '@console/contract/orders';
import type { Db } from '../../db/client.ts';
import { activities, orderEvents, orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Who moves an order (DESIGN §4 "Order"): written to its timeline. */
type OrderActor =
  | { type: 'staff'; staffId: number }
  | { type: 'customer'; customerId: number }
  | { type: 'system' };

export type OrderTransition = {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The version the caller saw; omitted by the system sweep, which only checks the status. */
  version?: number;
  actor: OrderActor;
  note?: string;
  /** Extra columns written with the move (reasons, payment reference, remark). */
  set?: OrderColumns;
  now: Date;
  /**
   * Runs last inside the transaction, only for the request that won the move (its row is
   * locked until commit); throwing undoes the whole move. A merchant refund calls the payment
   * provider here, so the money goes back exactly once and only with the state (docs/orders.md).
   * Columns it answers are written in the same transaction (the provider's refund reference).
   */
  beforeCommit?: (moved: OrderRow) => Promise<OrderColumns | void>;
};

/** Columns a move may write besides its status, version and time stamp. */
type OrderColumns = Partial<Omit<OrderRow, 'id' | 'version' | 'status'>>;

/** The time column a status stamps; kept when already set (refunding -> paid keeps paidAt). */
const stampOf: Partial<
  Record<OrderStatus, 'paidAt' | 'completedAt' | 'cancelledAt' | 'refundedAt'>
> = {
  paid: 'paidAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
  refunded: 'refundedAt',
};

/** Statuses that give the order's places back to the activity (docs/orders.md "States"). */
const RELEASING: OrderStatus[] = ['cancelled', 'refunded'];

/**
 * Moves an order from one of `from` to `to` only if nobody moved it meanwhile, in one
 * transaction with its `order_events` row and, for cancelled / refunded, the release of its
 * places. `tx` may be the db or an open transaction. Answers 1004 `error.conflict` for a stale
 * version and 1004 `error.stateChanged` for a state the move does not start from.
 */
export async function transitionOrder(
  tx: Db,
  current: OrderRow,
  input: OrderTransition,
): Promise<OrderRow> {
  if (input.version !== undefined && current.version !== input.version) {
    throw new AppError(apiCodes.conflict, 'error.conflict');
  }
  if (!input.from.includes(current.status))
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const run = async (db: Db) => {
    const stamp = stampOf[input.to];
    const conditions: SQL[] = [eq(orders.id, current.id), inArray(orders.status, [...input.from])];
    if (input.version !== undefined) conditions.push(eq(orders.version, input.version));
    const [row] = await db
      .update(orders)
      .set({
        ...input.set,
        status: input.to,
        version: sql`${orders.version} + 1`,
        updatedAt: input.now,
        ...(stamp && { [stamp]: sql`coalesce(${orders[stamp]}, ${input.now.toISOString()})` }),
      })
      .where(and(...conditions))
      .returning();
    // Someone else moved it between our read and this write.
    if (!row) {
      throw new AppError(
        apiCodes.conflict,
        input.version === undefined ? 'error.stateChanged' : 'error.conflict',
      );
    }
    await db.insert(orderEvents).values({
      orderId: row.id,
      actorType: input.actor.type,
      staffId: input.actor.type === 'staff' ? input.actor.staffId : null,
      customerId: input.actor.type === 'customer' ? input.actor.customerId : null,
      fromStatus: current.status,
      toStatus: input.to,
      note: input.note ?? '',
      createdAt: input.now,
    });
    if (RELEASING.includes(input.to) && !RELEASING.includes(current.status)) {
      await db
        .update(activities)
        .set({ placesTaken: sql`${activities.placesTaken} - ${row.quantity}` })
        .where(eq(activities.id, row.activityId));
    }
    const after = await input.beforeCommit?.(row);
    if (!after || Object.keys(after).length === 0) return row;
    const [written] = await db.update(orders).set(after).where(eq(orders.id, row.id)).returning();
    return written!;
  };
  return tx.transaction(run);
}
