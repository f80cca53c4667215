import type { IdempotencySlot } from '../http/idempotency-store.ts';

// Who makes a write and from where (docs/trail.md "Entries"): what each trail entry records
// besides the change itself.

/**
 * A member of the merchant (owner or sub-account), a platform operator, a storefront customer,
 * or the system itself (the unpaid-order sweep, retention). Names are read at the write, as they
 * were then.
 */
export type Actor =
  | { type: 'member' | 'operator'; userId: number }
  | { type: 'customer'; customerId: number }
  | { type: 'system'; name: string };

export type Origin = {
  actor: Actor;
  ip: string | null;
  userAgent: string | null;
  /** The request's id (the `x-request-id` answer header), null for the system's own work. */
  requestId: string | null;
  /**
   * The request's idempotency slot when it sent a key (docs/api.md "Idempotency"): the write
   * marks it written in its own transaction.
   */
  idempotency?: IdempotencySlot | null;
};

/** The system's own writes: no request, no address. */
export const systemOrigin = (name: string): Origin => ({
  actor: { type: 'system', name },
  ip: null,
  userAgent: null,
  requestId: null,
});
