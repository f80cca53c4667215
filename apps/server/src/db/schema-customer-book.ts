import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { merchants } from './schema-accounts.ts';
import { customers } from './schema-customers.ts';

// DESIGN §4 "Customers" (docs/customers.md): a merchant's customer book.

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
    /**
     * The customer's name, initials and mobile, copied from `customers` when the row is made and
     * whenever they change there (trigger of 0016): the list filters and answers from this row
     * alone, so a search reads only the merchant's book, never every customer of the platform.
     */
    name: text('name').notNull().default(''),
    nameInitials: text('name_initials').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.customerId] }),
    // The two sorts of the list, `merchant_customers_last_order_idx` and `_spent_idx`, are made
    // by migration 0016 by hand: each holds the sort key in the list's exact order (by last order:
    // `coalesce(last_order_at, '-infinity')`, so customers without an order come last and a
    // cursor is one row comparison) and INCLUDEs the filtered columns (tags, name, initials),
    // which drizzle-kit cannot declare. A filtered page is then an index-only scan that checks
    // each entry without visiting a row it does not show (docs/customers.md "List").
    index('merchant_customers_tags_idx').using('gin', table.tags),
    // A customer's rows in every book: the copy of their name follows a change (0016), and a
    // deleted customer's rows go (the foreign key's cascade).
    index('merchant_customers_customer_idx').on(table.customerId),
    // New customers of a period on the home page (docs/home.md "Figures"): first paid orders in a
    // range.
    index('merchant_customers_first_order_idx').on(table.merchantId, table.firstOrderAt),
    // A mobile's last four digits, an equality (the orders' mobile search does the same).
    index('merchant_customers_mobile_tail_idx').on(
      table.merchantId,
      sql`right(${table.mobile}, 4)`,
    ),
  ],
);
