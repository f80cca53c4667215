// Idempotent creates (docs/api.md "Idempotency"). Kept free of zod so the web's
// http client can use it without loading the schema library.

/** The request header naming one intent of the client: a repeat of it is answered, not run. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 16–100 characters of letters, digits, `-` and `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** How long the first answer is kept for repeats. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Answer header set on a repeat that was answered from the stored first answer. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
