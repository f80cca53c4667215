import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { ConversationSummary } from '@console/contract/chat';
import type { CustomerConversation } from '@console/contract/chat-storefront';
import type { Db } from '../../db/client.ts';
import { chatMessages, conversations, customers, merchants, users } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import {
  assignees,
  customerConversationColumns,
  lastMessages,
  messageColumns,
  summaryColumns,
  toCustomerConversation,
  toSummary,
} from './conversation-view.ts';

// Reads of conversations and messages; what the answers show of them: conversation-view.ts.

/** The join of a conversation's newest message (its `last_seq`). */
const isLastMessage = and(
  eq(lastMessages.conversationId, conversations.id),
  eq(lastMessages.seq, conversations.lastSeq),
);

/** conversations joined with what a summary shows; callers add where / order / limit. */
export function selectSummaries(db: Db, now: Date, viewerId: number | null) {
  return db
    .select(summaryColumns(now, viewerId))
    .from(conversations)
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(assignees, eq(assignees.id, conversations.assigneeId))
    .leftJoin(lastMessages, isLastMessage);
}

/** One conversation as `viewerId` sees it (null: for a push, without anyone's unread). */
export async function loadSummary(
  db: Db,
  input: { id: number; now: Date; viewerId: number | null },
): Promise<ConversationSummary | undefined> {
  const [row] = await selectSummaries(db, input.now, input.viewerId).where(
    eq(conversations.id, input.id),
  );
  return row ? toSummary(row) : undefined;
}

/**
 * One conversation as a push shows it to staff (no one's unread) and as its customer sees it,
 * in one read: a customer's send pushes the first and answers with the second (one round trip
 * less per send, docs/testing.md "bench:chat").
 */
export async function loadBothViews(
  db: Db,
  input: { id: number; now: Date },
): Promise<{ summary: ConversationSummary; customer: CustomerConversation } | undefined> {
  const [row] = await db
    .select({ staff: summaryColumns(input.now, null), customer: customerConversationColumns })
    .from(conversations)
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .innerJoin(merchants, eq(merchants.id, conversations.merchantId))
    .leftJoin(assignees, eq(assignees.id, conversations.assigneeId))
    .leftJoin(lastMessages, isLastMessage)
    .where(eq(conversations.id, input.id));
  return row
    ? { summary: toSummary(row.staff), customer: toCustomerConversation(row.customer) }
    : undefined;
}

/** The customer's view of one of their conversations. */
export async function loadCustomerConversation(
  db: Db,
  conversationId: number,
): Promise<CustomerConversation | undefined> {
  const [row] = await selectCustomerConversations(db).where(eq(conversations.id, conversationId));
  return row ? toCustomerConversation(row) : undefined;
}

export function selectCustomerConversations(db: Db) {
  return db
    .select(customerConversationColumns)
    .from(conversations)
    .innerJoin(merchants, eq(merchants.id, conversations.merchantId))
    .leftJoin(lastMessages, isLastMessage);
}

export function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.staffId));
}

/** Both lists' order: latest activity first. */
export const latestFirst = [desc(conversations.lastMessageAt), desc(conversations.id)];

/**
 * The rows after conversation `lastId` in `latestFirst` order, `owned` saying whose it must be
 * (the merchant's, the customer's); a cursor that is not theirs answers 1001.
 */
export async function afterConversation(db: Db, lastId: number | undefined, owned: SQL) {
  if (lastId === undefined) return undefined;
  const [cursor] = await db
    .select({ at: conversations.lastMessageAt })
    .from(conversations)
    .where(and(eq(conversations.id, lastId), owned));
  if (!cursor) throw fieldError('last_id', 'order.cursorGone');
  return or(
    lt(conversations.lastMessageAt, cursor.at),
    and(eq(conversations.lastMessageAt, cursor.at), lt(conversations.id, lastId)),
  );
}

/** The merchant of a conversation, for the realtime checks of typing signals. */
export async function conversationOwners(db: Db, id: number) {
  const [row] = await db
    .select({ merchantId: conversations.merchantId, customerId: conversations.customerId })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}
