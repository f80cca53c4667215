import type { Db } from '../../db/client.ts';
import { ORDER_MOVES } from '@console/contract/orders';
import type { Origin } from '../../write/origin.ts';
import { assertMove } from '../../write/moves.ts';
import type { Write, Writer } from '../../write/writer.ts';
import { apiCodes } from '@console/contract/api-codes';
import { AppError, fieldError } from '../../http/app-error.ts';
import { PaymentDeclinedError, type PaymentProvider } from '../../adapters/payment-provider.ts';
import { assertCheckInAllowed, recordWrongCheckIn } from './check-in-throttle.ts';
import { orderMove, transitionOrder, type OrderRow } from './order-doors.ts';
import { ownOrder } from './order-store.ts';

/** A staff member acting on one of the merchant's orders, and where from (the trail's origin). */
export type StaffActor = { merchantId: number; userId: number; now: Date; origin: Origin };
/**
 * What the actions need: reads, the writer, for refunds the app's payment provider, and what
 * else a check-in does in its write (the app's ask for a review, docs/reviews.md).
 */
export type OrderServices = {
  db: Db;
  write: Writer;
  payments: PaymentProvider;
  checkedIn: (write: Write, order: OrderRow) => Promise<void>;
};
type Versioned = { id: number; version: number };

const staff = (actor: StaffActor) => ({ type: 'staff' as const, staffId: actor.userId });

/** POST /api/orders/{id}/check-in: paid -> completed when the customer's code matches. */
export async function checkInOrder(
  { db, write, checkedIn }: OrderServices,
  actor: StaffActor,
  input: Versioned & { code: string },
) {
  const current = await ownOrder(db, actor.merchantId, input.id);
  // Checked before the code or the charge, which the move's own check comes after.
  assertMove(current, ORDER_MOVES.checkIn.from, input.version);
  const attempt = { ...actor, orderId: current.id };
  await assertCheckInAllowed(db, attempt);
  if (current.verificationCode !== input.code) {
    await recordWrongCheckIn(db, attempt);
    throw fieldError('code', 'order.codeWrong');
  }
  return write(actor.origin, async (w) => {
    const moved = await transitionOrder(w, current, {
      ...orderMove('checkIn'),
      version: input.version,
      actor: staff(actor),
    });
    // The customer is asked for a review in the same write (docs/reviews.md "Review requests").
    await checkedIn(w, moved);
    return moved;
  });
}

/** POST /api/orders/{id}/cancel: an unpaid order; its places go back to the activity. */
export async function cancelOrder(
  { db, write }: OrderServices,
  actor: StaffActor,
  input: Versioned & { reason?: string },
) {
  const current = await ownOrder(db, actor.merchantId, input.id);
  return write(actor.origin, (w) =>
    transitionOrder(w, current, {
      ...orderMove('cancel'),
      version: input.version,
      actor: staff(actor),
      note: input.reason,
    }),
  );
}

/**
 * The money back through the provider, called by `transitionOrder` for the request that won the
 * move to refunded, before it commits (docs/orders.md "Refunds and the provider"), its reference
 * stored with the move. A refusal is 1001 `order.refundFailed` and undoes the move; a free order
 * has nothing to give back.
 */
function refundCharge(payments: PaymentProvider) {
  return async (order: OrderRow) => {
    if (order.amountCents === 0) return;
    if (!order.paymentRef) throw new AppError(apiCodes.rejected, 'order.refundFailed');
    try {
      const refund = await payments.refund({
        orderId: order.id,
        ref: order.paymentRef,
        amountCents: order.amountCents,
      });
      // Kept with the move: what reconciliation with the provider's statement goes by.
      return { refundRef: refund.ref };
    } catch (error) {
      if (error instanceof PaymentDeclinedError)
        throw new AppError(apiCodes.rejected, 'order.refundFailed');
      throw error;
    }
  };
}

/** POST /api/orders/{id}/refund-decision: refunding -> refunded, or back to paid with a reason. */
export async function decideRefund(
  { db, write, payments }: OrderServices,
  actor: StaffActor,
  input: Versioned & { approve: boolean; reason?: string },
) {
  const current = await ownOrder(db, actor.merchantId, input.id);
  if (!input.approve && !input.reason) throw fieldError('reason', 'order.reasonRequired');
  return write(actor.origin, (w) =>
    transitionOrder(w, current, {
      ...orderMove(input.approve ? 'approveRefund' : 'declineRefund'),
      version: input.version,
      actor: staff(actor),
      note: input.reason,
      set: input.approve ? {} : { declineReason: input.reason! },
      beforeCommit: input.approve ? refundCharge(payments) : undefined,
    }),
  );
}

/** POST /api/orders/{id}/refund: the merchant refunds a paid order itself. */
export async function refundOrder(
  { db, write, payments }: OrderServices,
  actor: StaffActor,
  input: Versioned & { reason: string },
) {
  const current = await ownOrder(db, actor.merchantId, input.id);
  return write(actor.origin, (w) =>
    transitionOrder(w, current, {
      ...orderMove('refund'),
      version: input.version,
      actor: staff(actor),
      note: input.reason,
      set: { refundReason: input.reason },
      beforeCommit: refundCharge(payments),
    }),
  );
}

/** PUT /api/orders/{id}/remark: a versioned edit in any state, on the timeline as from = to. */
export async function editRemark(
  { db, write }: OrderServices,
  actor: StaffActor,
  input: Versioned & { remark: string },
): Promise<OrderRow> {
  const current = await ownOrder(db, actor.merchantId, input.id);
  return write(actor.origin, (w) =>
    transitionOrder(w, current, {
      action: 'remark',
      from: [current.status],
      to: current.status,
      version: input.version,
      actor: staff(actor),
      note: input.remark,
      set: { remark: input.remark },
    }),
  );
}
