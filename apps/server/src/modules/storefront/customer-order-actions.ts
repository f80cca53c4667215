import { ORDER_MOVES } from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { orderMove, transitionOrder, type OrderRow } from '../orders/index.ts';
import type { Origin } from '../../write/origin.ts';
import { assertMove } from '../../write/moves.ts';
import type { Writer } from '../../write/writer.ts';
import { ownOrder } from './customer-orders.ts';
import { PaymentDeclinedError, type PaymentProvider } from '../../adapters/payment-provider.ts';

export type CustomerActionContext = { db: Db; write: Writer; payments: PaymentProvider };

type ActionInput = {
  customerId: number;
  orderId: number;
  version: number;
  now: Date;
  origin: Origin;
};

const actorOf = (customerId: number) => ({ type: 'customer' as const, customerId });

/**
 * POST .../pay: pending_payment -> paid through the payment provider (a free order skips it).
 * Past its pay deadline an order can no longer be paid: the sweep cancels it (1004).
 */
export async function payOrder(context: CustomerActionContext, input: ActionInput) {
  const { db, write, payments } = context;
  const current = await ownOrder(db, input.customerId, input.orderId);
  // Checked before the code or the charge, which the move's own check comes after.
  assertMove(current, ORDER_MOVES.pay.from, input.version);
  if (current.payDeadline <= input.now)
    throw new AppError(apiCodes.conflict, 'storefront.payExpired');
  const charge = await chargeFor(payments, current);
  let paid: OrderRow;
  try {
    // The merchant's order room hears of it once it has committed.
    paid = await write(input.origin, (w) =>
      transitionOrder(w, current, {
        ...orderMove('pay'),
        version: input.version,
        actor: actorOf(input.customerId),
        set: { paymentRef: charge.ref },
        notify: 'paid',
      }),
    );
  } catch (error) {
    // The order moved (cancelled by the sweep, paid twice) while charging: give the money back.
    if (current.amountCents > 0) {
      await payments.refund({
        orderId: current.id,
        ref: charge.ref,
        amountCents: current.amountCents,
      });
    }
    throw error;
  }
  return paid;
}

async function chargeFor(payments: PaymentProvider, order: OrderRow) {
  if (order.amountCents === 0) return { ref: 'free' };
  try {
    return await payments.charge({ orderId: order.id, amountCents: order.amountCents });
  } catch (error) {
    if (error instanceof PaymentDeclinedError)
      throw new AppError(apiCodes.rejected, 'storefront.paymentFailed');
    throw error;
  }
}

/** POST .../cancel: an unpaid order; its places go back to the activity. */
export async function cancelOwnOrder({ db, write }: CustomerActionContext, input: ActionInput) {
  const current = await ownOrder(db, input.customerId, input.orderId);
  return write(input.origin, (w) =>
    transitionOrder(w, current, {
      ...orderMove('cancel'),
      version: input.version,
      actor: actorOf(input.customerId),
    }),
  );
}

/** POST .../refund: a paid order asks for its money back; the merchant decides. */
export async function requestRefund(
  context: CustomerActionContext,
  input: ActionInput & { reason: string },
) {
  const current = await ownOrder(context.db, input.customerId, input.orderId);
  return context.write(input.origin, (w) =>
    transitionOrder(w, current, {
      ...orderMove('requestRefund'),
      version: input.version,
      actor: actorOf(input.customerId),
      note: input.reason,
      set: { refundReason: input.reason, declineReason: null },
      notify: 'refund_requested',
    }),
  );
}
