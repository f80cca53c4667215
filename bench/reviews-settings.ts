// bench:reviews' sizes (bench/reviews-customers.ts says what each does), read from the
// environment once.
export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const CUSTOMERS = Number(process.env.CUSTOMERS ?? (DATABASE_URL ? 100_000 : 10_000));
export const REVIEWS = Number(process.env.REVIEWS ?? (DATABASE_URL ? 200_000 : 20_000));
/** Enough orders that REVIEWS of them are completed (one review per order). */
export const ORDERS = Math.ceil(REVIEWS * 1.3);
