import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_EVENT,
  ORDER_MOVES,
  ORDER_PAY_MINUTES,
  type OrderPush,
  type OrderStatus,
} from '@console/contract/orders';
import type { PlaceOrderBody } from '@console/contract/storefront-orders';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import { assertMove, lostRace } from '../../write/moves.ts';
import type { Write } from '../../write/writer.ts';
import { releasePlaces, takePlaces } from '../activities/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** Who moves an order (DESIGN §4 "Order"): written to its timeline. */
type OrderActor =
  | { type: 'staff'; staffId: number }
  | { type: 'customer'; customerId: number }
  | { type: 'system' };

export type OrderTransition = {
  /** The trail's name for the move (an ORDER_MOVES key, or `remark`). */
  action: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The version the caller saw; omitted by the system sweep, which only checks the status. */
  version?: number;
  actor: OrderActor;
  note?: string;
  /** Extra columns written with the move (reasons, payment reference, remark). */
  set?: OrderColumns;
  /** What the merchant's order room hears once the move has committed. */
  notify?: OrderPush['kind'];
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

/** The order's fields an entry of the trail shows (docs/trail.md "Entries"). */
const TRAIL_FIELDS = [
  'status',
  'remark',
  'refundReason',
  'declineReason',
  'paymentRef',
  'refundRef',
] as const satisfies readonly (keyof OrderRow)[];

/** Starts an action of the ORDER_MOVES table: its legal from and to, by its name. */
export const orderMove = <K extends keyof typeof ORDER_MOVES>(name: K) => ({
  action: name,
  ...ORDER_MOVES[name],
});

/**
 * The one door of an order's state (docs/server.md "Doors"): moves it from one of `from` to
 * `to` only if nobody moved it meanwhile, with its `order_events` row, its trail entry and, for
 * cancelled / refunded, the release of its places, all in the write's transaction; the order
 * room hears of it after commit when `notify` says so. Answers 1004 `error.conflict` for a stale
 * version and 1004 `error.stateChanged` for a state the move does not start from.
 */
export async function transitionOrder(
  write: Write,
  current: OrderRow,
  input: OrderTransition,
): Promise<OrderRow> {
  assertMove(current, input.from, input.version);
  const moved = await moveRow(write.tx, current, input, write.now);
  write.record({
    scope: moved.merchantId,
    action: input.action,
    objectType: 'order',
    objectId: moved.id,
    ...changedFields(pick(current, TRAIL_FIELDS), pick(moved, TRAIL_FIELDS)),
  });
  if (input.notify) {
    const push: OrderPush = { kind: input.notify, orderId: moved.id, merchantId: moved.merchantId };
    write.send({
      to: 'room',
      room: 'merchant',
      merchantId: moved.merchantId,
      event: ORDER_EVENT,
      payload: push,
    });
  }
  return moved;
}

/** The order's row, its timeline event and its places, moved in the write's transaction. */
async function moveRow(db: Db, current: OrderRow, input: OrderTransition, now: Date) {
  const stamp = stampOf[input.to];
  const conditions: SQL[] = [eq(orders.id, current.id), inArray(orders.status, [...input.from])];
  if (input.version !== undefined) conditions.push(eq(orders.version, input.version));
  const [row] = await db
    .update(orders)
    .set({
      ...input.set,
      status: input.to,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
      ...(stamp && { [stamp]: sql`coalesce(${orders[stamp]}, ${now.toISOString()})` }),
    })
    .where(and(...conditions))
    .returning();
  if (!row) throw lostRace(input.version);
  await db.insert(orderEvents).values({
    orderId: row.id,
    actorType: input.actor.type,
    staffId: input.actor.type === 'staff' ? input.actor.staffId : null,
    customerId: input.actor.type === 'customer' ? input.actor.customerId : null,
    fromStatus: current.status,
    toStatus: input.to,
    note: input.note ?? '',
    createdAt: now,
  });
  if (RELEASING.includes(input.to) && !RELEASING.includes(current.status)) {
    await releasePlaces(db, row.activityId, row.quantity);
  }
  const after = await input.beforeCommit?.(row);
  if (!after || Object.keys(after).length === 0) return row;
  const [written] = await db.update(orders).set(after).where(eq(orders.id, row.id)).returning();
  return written!;
}

type OpenOrderInput = Omit<PlaceOrderBody, 'activityId'> & { activityId: number };

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A readable, unique order number: the China date and 10 random digits (e.g. 2026112204817263...). */
function newOrderNo(now: Date): string {
  const chinaDate = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${chinaDate.replaceAll('-', '')}${digits(10)}`;
}

/** Two orders drawing the same number is 1 in 10^10 a day: a few draws always find a free one. */
const ORDER_NO_DRAWS = 3;

/**
 * The door by which an order comes to be (docs/server.md "Doors"): the customer's places taken
 * from the activity, the order, its first timeline event and its trail entry, in the write's
 * transaction. The order then waits ORDER_PAY_MINUTES for the pay call (free activities too:
 * one flow for every order). Answers the order's id, or null when the activity gave no places
 * (closed, sold out, not on sale: the caller reads why).
 */
export async function openOrder(
  write: Write,
  customerId: number,
  input: OpenOrderInput,
): Promise<number | null> {
  const { tx, now } = write;
  const taken = await takePlaces(tx, input.activityId, input.quantity, now);
  if (!taken) return null;
  const values = {
    merchantId: taken.merchantId,
    activityId: input.activityId,
    customerId,
    status: 'pending_payment' as const,
    quantity: input.quantity,
    unitPriceCents: taken.priceCents,
    amountCents: taken.priceCents * input.quantity,
    contactName: input.contactName,
    contactMobile: input.contactMobile,
    verificationCode: digits(8),
    customerNote: input.note ?? '',
    payDeadline: new Date(now.getTime() + ORDER_PAY_MINUTES * 60 * 1000),
    createdAt: now,
    updatedAt: now,
  };
  for (let draw = 1; draw <= ORDER_NO_DRAWS; draw += 1) {
    const orderNo = newOrderNo(now);
    // A number already drawn inserts nothing (no error, so the transaction goes on): draw again.
    const [order] = await tx
      .insert(orders)
      .values({ ...values, orderNo })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning({ id: orders.id });
    if (!order) continue;
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorType: 'customer',
      customerId,
      fromStatus: null,
      toStatus: 'pending_payment',
      createdAt: now,
    });
    write.record({
      scope: taken.merchantId,
      action: 'create',
      objectType: 'order',
      objectId: order.id,
      before: null,
      after: {
        orderNo,
        status: values.status,
        activityId: values.activityId,
        quantity: values.quantity,
        amountCents: values.amountCents,
        contactName: values.contactName,
        contactMobile: maskMobile(values.contactMobile),
      },
    });
    return order.id;
  }
  throw new Error(`no free order number after ${ORDER_NO_DRAWS} draws`);
}
