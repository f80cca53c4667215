import { randomInt } from 'node:crypto';
import { apiCodes } from '@console/contract/api-codes';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ORDER_PAY_MINUTES } from '@console/contract/orders';
import type { PlaceOrderBody } from '@console/contract/storefront-orders';
import type { Db } from '../../db/client.ts';
import { activities, merchants, orderEvents, orders } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { visibleOnStorefront } from './visible-activities.ts';

type PlaceOrderInput = Omit<PlaceOrderBody, 'activityId'> & { activityId: number };

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** A readable, unique order number: the China date and 10 random digits (e.g. 2026112204817263...). */
function newOrderNo(now: Date): string {
  const chinaDate = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `${chinaDate.replaceAll('-', '')}${digits(10)}`;
}

const soldOut = () =>
  new AppError(apiCodes.conflict, 'storefront.soldOut', {
    fields: { quantity: 'storefront.soldOut' },
  });
const signupClosed = () => new AppError(apiCodes.rejected, 'storefront.signupClosed');
const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** SQLSTATE 23514: the `activities_places_check` that forbids places_taken > capacity. */
function isCheckViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23514') return true;
    current = candidate.cause;
  }
  return false;
}

/** Why the conditional update took no places: read after the fact, for a clear refusal. */
async function refusalFor(db: Db, activityId: number, now: Date): Promise<AppError> {
  const [row] = await db
    .select({ status: activities.status, deadline: activities.signupDeadline })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(eq(activities.id, activityId), visibleOnStorefront))
    .limit(1);
  if (!row) return notFound();
  if (!row.deadline || row.deadline <= now) return signupClosed();
  return soldOut();
}

/**
 * The places taken with ONE conditional update: concurrent orders never oversell (docs/api.md
 * "Storefront customers and orders").
 */
async function takePlaces(tx: Db, input: PlaceOrderInput, now: Date) {
  const quantity = input.quantity;
  const [taken] = await tx
    .update(activities)
    .set({ placesTaken: sql`${activities.placesTaken} + ${quantity}` })
    .where(
      and(
        eq(activities.id, input.activityId),
        eq(activities.status, 'approved'),
        gt(activities.signupDeadline, now),
        or(
          isNull(activities.capacity),
          sql`${activities.placesTaken} + ${quantity} <= ${activities.capacity}`,
        ),
      ),
    )
    .returning({
      merchantId: activities.merchantId,
      priceCents: activities.priceCents,
    });
  return taken;
}

/**
 * POST /api/storefront/orders: a visible activity still open for sign-up, with places left.
 * Places, the order and its first event are written in one transaction; the order then waits
 * ORDER_PAY_MINUTES for the pay call (free activities too: one flow for every order).
 */
export async function placeOrder(
  db: Db,
  customerId: number,
  input: PlaceOrderInput,
  now: Date,
): Promise<number> {
  const [visible] = await db
    .select({ id: activities.id, deadline: activities.signupDeadline })
    .from(activities)
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(and(eq(activities.id, input.activityId), visibleOnStorefront))
    .limit(1);
  if (!visible) throw notFound();
  if (!visible.deadline || visible.deadline <= now) throw signupClosed();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insertOrder(db, customerId, input, now);
    } catch (error) {
      if (isCheckViolation(error)) throw soldOut();
      // Two orders drew the same number (1 in 10^10 a day): draw again.
      if (uniqueViolationOf(error) === 'orders_order_no_idx' && attempt < 3) continue;
      throw error;
    }
  }
}

async function insertOrder(db: Db, customerId: number, input: PlaceOrderInput, now: Date) {
  return db.transaction(async (tx) => {
    const taken = await takePlaces(tx, input, now);
    if (!taken) throw await refusalFor(tx, input.activityId, now);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        merchantId: taken.merchantId,
        activityId: input.activityId,
        customerId,
        status: 'pending_payment',
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
      })
      .returning({ id: orders.id });
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      actorType: 'customer',
      customerId,
      fromStatus: null,
      toStatus: 'pending_payment',
      createdAt: now,
    });
    return order!.id;
  });
}
