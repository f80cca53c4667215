import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { orders } from './schema-orders.ts';

// DESIGN §4 "Customers & reviews" (docs/reviews.md). Not the audit centre's review
// of submissions (schema-audit.ts): these are customers' reviews of their orders.

const HIDE_REASON_VALUES = ['abuse', 'personal_information', 'spam', 'off_topic'] as const;

/** One review per order; the current reply lives here, every version in `review_replies`. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull().default(''),
    imageIds: bigint('image_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    hiddenImageIds: bigint('hidden_image_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    status: text('status', { enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    hiddenReason: text('hidden_reason', { enum: HIDE_REASON_VALUES }),
    replyBody: text('reply_body'),
    replyStaffId: ref('reply_staff_id').references(() => users.id, { onDelete: 'set null' }),
    replyAt: time('reply_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('reviews_order_idx').on(table.orderId),
    index('reviews_merchant_idx').on(table.merchantId, table.id),
    index('reviews_activity_idx').on(table.activityId, table.status, table.id),
    index('reviews_customer_idx').on(table.customerId),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_status_check', sql`${table.status} in ('published', 'hidden')`),
  ],
);

/** Every version of a review's reply, oldest first (the customer sees the latest). */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: id(),
    reviewId: ref('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffId: ref('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('review_replies_review_idx').on(table.reviewId, table.id)],
);

/** Each hide and show of a review or one of its images: who, when, why. */
export const reviewModerations = pgTable(
  'review_moderations',
  {
    id: id(),
    reviewId: ref('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    imageId: ref('image_id'),
    action: text('action', { enum: ['hide', 'show'] }).notNull(),
    reason: text('reason', { enum: HIDE_REASON_VALUES }),
    staffId: ref('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('review_moderations_review_idx').on(table.reviewId, table.id)],
);

/**
 * Reviews per merchant, activity (scope_id; 0 = the whole merchant) and star: published and
 * hidden. Changed in the same transaction as every publish, hide and show, so the average and
 * distribution read next are never stale (docs/reviews.md "Stats").
 */
export const reviewStats = pgTable(
  'review_stats',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    scopeId: ref('scope_id').notNull(),
    rating: smallint('rating').notNull(),
    published: integer('published').notNull().default(0),
    hidden: integer('hidden').notNull().default(0),
    /** Reviews without a reply yet, any status (the home's to-do, docs/home.md "To-dos"; 0020). */
    unreplied: integer('unreplied').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.scopeId, table.rating] })],
);

/**
 * The ask for a review after a check-in (docs/reviews.md "Review requests"): one per order, its
 * link valid REVIEW_REQUEST_DAYS, up to two reminders while unanswered and the merchant's
 * reminders are on. `next_reminder_at` null: nothing more to send.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    activityId: ref('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The link's secret: grants one review of this order, as its customer, until it expires. */
    linkToken: text('link_token').notNull(),
    sentAt: time('sent_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    remindersSent: smallint('reminders_sent').notNull().default(0),
    nextReminderAt: time('next_reminder_at'),
    answeredAt: time('answered_at'),
    reviewId: ref('review_id').references(() => reviews.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('review_requests_order_idx').on(table.orderId),
    uniqueIndex('review_requests_token_idx').on(table.linkToken),
    index('review_requests_merchant_idx').on(table.merchantId, table.sentAt),
    index('review_requests_customer_idx').on(table.customerId, table.id),
    index('review_requests_due_idx')
      .on(table.nextReminderAt)
      .where(sql`${table.nextReminderAt} is not null`),
  ],
);

/** A merchant's choice about review reminders; no row: reminders on. */
export const reviewRequestRules = pgTable('review_request_rules', {
  merchantId: ref('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(true),
  updatedAt: time('updated_at').notNull(),
});
