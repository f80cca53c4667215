import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  jsonb,
  smallint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /**
     * Response targets (docs/chat.md "Response targets"): whether staff answered since the
     * conversation opened or was last resolved (the next wait is then for a "next" answer), and
     * the current wait's kind and deadline (null: nobody waits, or no target is set).
     */
    replied: boolean('replied').notNull().default(false),
    responseKind: text('response_kind', { enum: ['first', 'next'] }),
    responseDueAt: time('response_due_at'),
    /** The members were told this wait's target is about to be missed (once a wait). */
    responseWarned: boolean('response_warned').notNull().default(false),
    lastMessageAt: time('last_message_at').notNull(),
    awaitingSince: time('awaiting_since'),
    resolvedCount: integer('resolved_count').notNull().default(0),
    /**
     * Auto-assignment (docs/chat.md "Assignment"): since when the conversation waits in the
     * merchant's queue for a member (null: not queued).
     */
    queuedAt: time('queued_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('conversations_merchant_customer_idx').on(table.merchantId, table.customerId),
    index('conversations_queue_idx')
      .on(table.merchantId, table.queuedAt, table.id)
      .where(sql`${table.queuedAt} is not null`),
    index('conversations_assignee_open_idx')
      .on(table.merchantId, table.assigneeId)
      .where(sql`${table.status} <> 'resolved'`),
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
    /** The snippets after the first (`textZh` / `textEn`), in order (docs/chat.md "Quick replies"). */
    moreSnippets: jsonb('more_snippets')
      .$type<{ textZh: string; textEn: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Uploads attached to this quick reply (kind `quick_reply`), sent after its snippets. */
    imageIds: bigint('image_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('quick_replies_merchant_idx').on(table.merchantId)],
);

/** A merchant's business hours and response targets (docs/chat.md "Response targets"). */
export const chatTargets = pgTable('chat_targets', {
  merchantId: ref('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** The openings as JSON (`Opening[]`), null: always open. */
  businessHours: text('business_hours'),
  firstResponseMinutes: integer('first_response_minutes'),
  nextResponseMinutes: integer('next_response_minutes'),
  /** What a customer reads while no member is online (docs/chat.md "Nobody there"); '' none. */
  awayMessage: text('away_message').notNull().default(''),
  updatedAt: time('updated_at').notNull(),
});

/**
 * Each wait of a customer for an answer, kept: when it started, its deadline (null without a
 * target), how it ended (a staff reply or a resolve) and whether the target was met.
 */
export const chatResponseWaits = pgTable(
  'chat_response_waits',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['first', 'next'] }).notNull(),
    startedAt: time('started_at').notNull(),
    dueAt: time('due_at'),
    endedAt: time('ended_at'),
    endedBy: text('ended_by', { enum: ['reply', 'resolve'] }),
    /** Met or missed, for a wait with a deadline that a reply ended; null otherwise. */
    met: boolean('met'),
  },
  (table) => [
    index('chat_response_waits_conversation_idx').on(table.conversationId, table.id),
    index('chat_response_waits_merchant_idx').on(table.merchantId, table.startedAt),
  ],
);

/**
 * Satisfaction (docs/chat.md "Satisfaction"): each resolution of a conversation asks its customer
 * once for a rating of 1 to 5 and a comment; the member rated is the one assigned at the resolve,
 * else the one who resolved.
 */
export const chatRatings = pgTable(
  'chat_ratings',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Which resolution of the conversation (its resolved count after it). */
    resolution: integer('resolution').notNull(),
    memberId: ref('member_id').references(() => users.id, { onDelete: 'set null' }),
    askedAt: time('asked_at').notNull(),
    rating: smallint('rating'),
    comment: text('comment'),
    ratedAt: time('rated_at'),
  },
  (table) => [
    uniqueIndex('chat_ratings_resolution_idx').on(table.conversationId, table.resolution),
    index('chat_ratings_merchant_idx').on(table.merchantId, table.ratedAt),
    check('chat_ratings_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Auto-assignment (docs/chat.md "Assignment"): whether new conversations go to online members in
 * turn, how many unresolved conversations each member holds at most, and after how long offline a
 * member's waiting conversations return to the queue. `turn` counts the assignments made, so the
 * member assigned longest ago is next.
 */
export const chatAssignment = pgTable('chat_assignment', {
  merchantId: ref('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  capacity: integer('capacity').notNull(),
  returnAfterMinutes: integer('return_after_minutes').notNull(),
  turn: ref('turn').notNull().default(0),
  updatedAt: time('updated_at').notNull(),
});

/** The turn of a member's latest auto-assignment in a merchant (lowest goes next). */
export const chatAssignmentTurns = pgTable(
  'chat_assignment_turns',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    turn: ref('turn').notNull(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.userId] })],
);

/**
 * Who is online (docs/chat.md "Presence"): one row per node and staff user with a socket open
 * there. The node renews `seen_at` while the socket lives and marks the row `gone` when its last
 * socket of the user closes; a row not renewed for a while belongs to a node that died.
 */
export const staffPresence = pgTable(
  'staff_presence',
  {
    nodeId: text('node_id').notNull(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: time('seen_at').notNull(),
    gone: boolean('gone').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.nodeId, table.userId] }),
    index('staff_presence_user_idx').on(table.userId, table.seenAt),
  ],
);

/** Members who asked to be told when a customer writes while nobody is online. */
export const chatOfflineAlerts = pgTable(
  'chat_offline_alerts',
  {
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.userId] })],
);

/** When a conversation's members were last told nobody was online (at most once an hour). */
export const chatOfflineNotices = pgTable('chat_offline_notices', {
  conversationId: ref('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  notifiedAt: time('notified_at').notNull(),
});
