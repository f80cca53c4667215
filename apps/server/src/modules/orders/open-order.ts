import { randomInt } from 'node:crypto';
import { ORDER_PAY_MINUTES } from '@console/contract/orders';
import type { PlaceOrderBody } from '@console/contract/storefront-orders';
import { orderEvents, orders } from '../../db/schema.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import type { Write } from '../../write/writer.ts';
import { takePlaces } from '../activities/index.ts';

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
