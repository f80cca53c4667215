import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';

// DESIGN §1 storefront customers (docs/api.md "Storefront customers and orders"): apart from
// staff, with sessions of their own.

/** A storefront customer: signs in by mobile + one-time code, never uses the console. */
export const customers = pgTable('customers', {
  id: id(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull().default(''),
  /** The name's initials, pinyin for Chinese characters (张三 -> zs; lib/name-initials.ts). */
  nameInitials: text('name_initials').notNull().default(''),
  createdAt: time('created_at').notNull(),
});

/** Customer tokens: a store of their own, so a staff token is never a customer's and back. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [index('customer_sessions_customer_idx').on(table.customerId)],
);
