import { bigint, date, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { ORDER_STATUS_VALUES } from './schema-orders.ts';
import { ref } from './columns.ts';
import { merchants } from './schema-accounts.ts';

// DESIGN §4 "Home" (docs/home.md "Rollups, never orders"): what the home figures are read from.

/**
 * Orders per merchant, day, activity and status, with their amount: the order tallies (0008)
 * with a day, the merchant's calendar day (`merchants.time_zone`) the order was placed on. Kept
 * by deferred triggers on `orders` in the transaction of each order event (0017); a figure sums
 * a few rows per day instead of reading orders. `slot` spreads today's hot rows over a few rows
 * so concurrent orders of one activity do not queue on one lock; reads sum the slots.
 */
export const orderDays = pgTable(
  'order_days',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.merchantId, table.day, table.activityId, table.status, table.slot],
    }),
  ],
);
