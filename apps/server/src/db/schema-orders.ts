import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { merchants, users } from './schema-accounts.ts';
import { activities } from './schema-activities.ts';
import { customers } from './schema-customers.ts';

// DESIGN §4 "Order" (docs/orders.md); the customers are in schema-customers.ts.

export const ORDER_STATUS_VALUES = [
  'pending_payment',
  'paid',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const;

/**
 * DESIGN §4 "Order": pending_payment -> paid -> completed (checked in with the code);
 * pending_payment -> cancelled (either side, or unpaid past `pay_deadline`);
 * paid -> refunding -> refunded | paid (declined with a reason); paid -> refunded (merchant).
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    /** Shown to the customer; the merchant types it at check-in. */
    verificationCode: text('verification_code').notNull(),
    customerNote: text('customer_note').notNull().default(''),
    /** The merchant's private remark. */
    remark: text('remark').notNull().default(''),
    refundReason: text('refund_reason'),
    declineReason: text('decline_reason'),
    paymentRef: text('payment_ref'),
    /** The provider's reference of a merchant refund (docs/orders.md "Refunds and the provider"). */
    refundRef: text('refund_ref'),
    version: integer('version').notNull().default(1),
    payDeadline: time('pay_deadline').notNull(),
    createdAt: time('created_at').notNull(),
    paidAt: time('paid_at'),
    completedAt: time('completed_at'),
    cancelledAt: time('cancelled_at'),
    refundedAt: time('refunded_at'),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    check(
      'orders_status_check',
      sql`${table.status} in ('pending_payment', 'paid', 'completed', 'cancelled', 'refunding', 'refunded')`,
    ),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
    check('orders_amount_check', sql`${table.amountCents} >= 0`),
    uniqueIndex('orders_order_no_idx').on(table.orderNo),
    // Keyset lists per merchant: newest first, by status, by created / paid time.
    index('orders_merchant_id_idx').on(table.merchantId, table.id),
    index('orders_merchant_status_idx').on(table.merchantId, table.status, table.id),
    index('orders_merchant_created_idx').on(table.merchantId, table.createdAt, table.id),
    index('orders_merchant_paid_idx').on(table.merchantId, table.paidAt, table.id),
    // A status tab with a date range: every condition an index bound, in the list's order, so
    // the prepared statement's generic plan is right for any values and PostgreSQL keeps it
    // instead of planning each request (docs/database.md "Prepared statements").
    index('orders_merchant_status_created_idx').on(
      table.merchantId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('orders_merchant_status_paid_idx').on(
      table.merchantId,
      table.status,
      table.paidAt,
      table.id,
    ),
    index('orders_merchant_activity_idx').on(table.merchantId, table.activityId, table.id),
    index('orders_merchant_mobile_idx').on(table.merchantId, table.contactMobile),
    // Keyword search (modules/orders/order-filters.ts): the end of a mobile by its last four
    // digits (an equality, newest first), the start of a name.
    index('orders_merchant_mobile_tail_idx').on(
      table.merchantId,
      sql`right(${table.contactMobile}, 4)`,
      table.id,
    ),
    index('orders_merchant_name_idx').on(
      table.merchantId,
      table.contactName.op('text_pattern_ops'),
    ),
    index('orders_customer_idx').on(table.customerId, table.id),
    // The auto-cancel sweep reads only unpaid orders past their deadline.
    index('orders_unpaid_deadline_idx')
      .on(table.payDeadline)
      .where(sql`${table.status} = 'pending_payment'`),
  ],
);

/** Every transition of an order: who (staff user, customer or the system), from, to, note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorType: text('actor_type', { enum: ['staff', 'customer', 'system'] }).notNull(),
    staffId: ref('staff_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    fromStatus: text('from_status', { enum: ORDER_STATUS_VALUES }),
    toStatus: text('to_status', { enum: ORDER_STATUS_VALUES }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    check('order_events_actor_check', sql`${table.actorType} in ('staff', 'customer', 'system')`),
    index('order_events_order_idx').on(table.orderId, table.id),
  ],
);

/**
 * Wrong verification codes typed at check-in (orders/check-in-throttle.ts): counted per order
 * and per staff member over a window, in the database so every server node sees the same count.
 */
export const checkInFailures = pgTable(
  'check_in_failures',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    staffId: ref('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: time('at').notNull(),
  },
  (table) => [
    index('check_in_failures_order_idx').on(table.orderId, table.at),
    index('check_in_failures_staff_idx').on(table.merchantId, table.staffId, table.at),
  ],
);

/**
 * Orders and their amount per merchant and status, kept by a trigger on `orders` (migration
 * 0008): the status tabs of an unfiltered list read a few rows instead of counting every order
 * (docs/orders.md "Tallies"). Each transaction adds to one of eight slots, chosen by its id, so
 * concurrent orders of one merchant do not queue on one row; a reader sums the slots.
 */
export const orderTallies = pgTable(
  'order_tallies',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.status, table.slot] })],
);
