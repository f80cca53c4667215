import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { merchants } from './schema-accounts.ts';
import { customers } from './schema-customers.ts';

// DESIGN §4 "Customers" (issue 15, docs/customers.md): a merchant's customer book.

/**
 * Everyone who ordered from or chatted with a merchant, with their figures: kept by triggers on
 * `orders`, `conversations` and `reviews` in the transaction of each change (migration 0014),
 * so the list sorts and pages by them without reading orders. Spent is net of refunds.
 */
export const merchantCustomers = pgTable(
  'merchant_customers',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Orders that were paid (an unpaid, cancelled one is not a purchase). */
    ordersCount: integer('orders_count').notNull().default(0),
    /** Paid and not refunded, in cents. */
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    firstOrderAt: time('first_order_at'),
    lastOrderAt: time('last_order_at'),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    firstSeenAt: time('first_seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.customerId] }),
    // The two sorts of the list (issue 15), newest / biggest first, customers without an order last.
    // Each column in the list's exact order: `desc` in a query is DESC NULLS FIRST, and drizzle-kit
    // writes a bare .desc() as DESC NULLS LAST, an order the sort by spent could not read (0015).
    index('merchant_customers_spent_idx').on(
      table.merchantId,
      table.spentCents.desc().nullsFirst(),
      table.customerId.desc().nullsFirst(),
    ),
    index('merchant_customers_last_order_idx').on(
      table.merchantId,
      table.lastOrderAt.desc().nullsLast(),
      table.customerId.desc().nullsFirst(),
    ),
    index('merchant_customers_tags_idx').using('gin', table.tags),
  ],
);
