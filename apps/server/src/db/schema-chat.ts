import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { merchants, users } from './schema-accounts.ts';
import { customers } from './schema-customers.ts';

// DESIGN §4 "Customer communication" (docs/chat.md "Model").

/**
 * One conversation per customer and merchant. `last_seq` is the sequence of its newest message:
 * a send raises it in the writing transaction (the row lock orders concurrent sends), so the
 * sequence has no gaps. `awaiting_since` is "needs reply": set by the customer's first
 * unanswered message, cleared by a staff reply or by resolving.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'snoozed', 'resolved'] })
      .notNull()
      .default('open'),
    snoozedUntil: time('snoozed_until'),
    assigneeId: ref('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    /** The sequence of the customer's newest message (unread is counted against it). */
    lastCustomerSeq: integer('last_customer_seq').notNull().default(0),
    /** What the customer has read of the staff's messages. */
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    /**
     * Delivery states (docs/chat.md "Delivery states"): the staff's messages up to
     * `customer_delivered_seq` reached a device of the customer; the customer's up to
     * `staff_delivered_seq` reached a device of a member, and up to `staff_read_seq` were read
     * by one. Each only grows, and a read is a delivery too.
     */
    customerDeliveredSeq: integer('customer_delivered_seq').notNull().default(0),
    staffDeliveredSeq: integer('staff_delivered_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    lastMessageAt: time('last_message_at').notNull(),
    awaitingSince: time('awaiting_since'),
    resolvedCount: integer('resolved_count').notNull().default(0),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('conversations_merchant_customer_idx').on(table.merchantId, table.customerId),
    index('conversations_merchant_last_idx').on(table.merchantId, table.lastMessageAt, table.id),
    index('conversations_customer_idx').on(table.customerId, table.lastMessageAt),
    check('conversations_status_check', sql`${table.status} in ('open', 'snoozed', 'resolved')`),
  ],
);

export const CHAT_MESSAGE_KIND_VALUES = ['text', 'image', 'order', 'activity'] as const;

/** A message: (conversation, seq) and (conversation, client id) are each unique. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sender: text('sender', { enum: ['customer', 'staff'] }).notNull(),
    staffId: ref('staff_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: CHAT_MESSAGE_KIND_VALUES }).notNull(),
    body: text('body').notNull().default(''),
    imageId: ref('image_id'),
    /** The card's snapshot (JSON text) for order / activity messages. */
    card: text('card'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_messages_seq_idx').on(table.conversationId, table.seq),
    uniqueIndex('chat_messages_client_idx').on(table.conversationId, table.clientId),
    index('chat_messages_image_idx')
      .on(table.imageId)
      .where(sql`${table.imageId} is not null`),
  ],
);

/**
 * What each member has read of a conversation (unread is per member, docs/chat.md "Staff
 * workflow").
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_reads_user_idx').on(table.userId),
  ],
);

/** A merchant's quick replies, each in both languages. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('quick_replies_merchant_idx').on(table.merchantId)],
);
