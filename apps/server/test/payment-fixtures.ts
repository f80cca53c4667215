import {
  createDevelopmentPaymentProvider,
  PaymentDeclinedError,
  type PaymentProvider,
} from '../src/adapters/payment-provider.ts';

type RefundCall = Parameters<PaymentProvider['refund']>[0];
type ChargeCall = Parameters<PaymentProvider['charge']>[0];

/**
 * The development provider with a record of every call, told per order to refuse a refund (a
 * `PaymentDeclinedError`, as a real provider's "no") or to fail (the provider unreachable).
 * A refund takes a few milliseconds, as a real one does, so concurrent requests overlap it.
 */
export function recordingPayments() {
  const inner = createDevelopmentPaymentProvider();
  const charges: ChargeCall[] = [];
  const refunds: RefundCall[] = [];
  const refundRefs: { orderId: number; ref: string }[] = [];
  const refusing = new Set<number>();
  const failing = new Set<number>();
  const provider: PaymentProvider = {
    async charge(input) {
      charges.push(input);
      return inner.charge(input);
    },
    async refund(input) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (refusing.has(input.orderId)) throw new PaymentDeclinedError('refund declined');
      if (failing.has(input.orderId)) throw new Error('payment provider unreachable');
      refunds.push(input);
      const refund = await inner.refund(input);
      refundRefs.push({ orderId: input.orderId, ref: refund.ref });
      return refund;
    },
  };
  return {
    provider,
    charges,
    refunds,
    /** The refunds given for one order. */
    refundsOf: (orderId: number) => refunds.filter((call) => call.orderId === orderId),
    /** The references the provider answered for one order's refunds. */
    refundRefsOf: (orderId: number) =>
      refundRefs.filter((refund) => refund.orderId === orderId).map((refund) => refund.ref),
    refuse: (orderId: number) => refusing.add(orderId),
    fail: (orderId: number) => failing.add(orderId),
  };
}
