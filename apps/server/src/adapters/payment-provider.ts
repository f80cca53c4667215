import { randomBytes } from 'node:crypto';

/**
 * The payment provider: one per app, decorated as `app.payments` (app-context.ts).
 * Customers pay through it; merchant refunds give the money back through it (docs/orders.md
 * "Refunds and the provider"). A real provider (WeChat Pay, Alipay, Stripe) implements the same
 * two calls; a refusal is a `PaymentDeclinedError`.
 */
export type PaymentProvider = {
  /** Takes the amount for the order; answers the provider's reference of the charge. */
  charge(input: { orderId: number; amountCents: number }): Promise<{ ref: string }>;
  /**
   * Gives a charge back (a merchant refund, or a charge that lost a race). A real provider
   * must treat `(orderId, ref)` as the idempotency key: one charge is refunded at most once.
   */
  refund(input: { orderId: number; ref: string; amountCents: number }): Promise<{ ref: string }>;
};

export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
}

/** Development: every charge and refund is confirmed at once, with a readable reference. */
export function createDevelopmentPaymentProvider(): PaymentProvider {
  const ref = (kind: string, orderId: number) =>
    `dev_${kind}_${orderId}_${randomBytes(6).toString('hex')}`;
  return {
    charge: async ({ orderId }) => ({ ref: ref('charge', orderId) }),
    refund: async ({ orderId }) => ({ ref: ref('refund', orderId) }),
  };
}
