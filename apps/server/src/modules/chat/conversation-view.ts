import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ChatCard,
  ChatMessage,
  ConversationStatus,
  ConversationSummary,
} from '@console/contract/chat';
import type { CustomerConversation } from '@console/contract/chat-storefront';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  conversationReads,
  conversations,
  customers,
  merchants,
  users,
} from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';

// How conversations and messages are read and shown to staff and customers (docs/chat.md "Model").

const PREVIEW_LENGTH = 80;
const assignees = alias(users, 'assignees');
const lastMessages = alias(chatMessages, 'last_messages');

/** A snooze whose time has come counts as open, without a sweep. */
export const effectiveStatus = (now: Date | SQL): SQL<ConversationStatus> => {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return sql<ConversationStatus>`case when ${conversations.status} = 'snoozed' and ${conversations.snoozedUntil} <= ${at} then 'open' else ${conversations.status} end`;
};

/** The customer's messages the member has not read. */
const unreadOf = (userId: number) =>
  sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversations.id} and m.sender = 'customer' and m.seq > coalesce((select r.seq from ${conversationReads} r where r.conversation_id = ${conversations.id} and r.user_id = ${userId}), 0))`;

/** A customer shown to staff: their name, or their masked mobile while they have none. */
export const customerLabel = (row: { name: string; mobile: string }) => ({
  name: row.name || maskMobile(row.mobile),
  maskedMobile: maskMobile(row.mobile),
});

const summaryColumns = (now: Date, viewerId: number | null) => ({
  id: conversations.id,
  merchantId: conversations.merchantId,
  customerId: customers.id,
  customerName: customers.name,
  customerMobile: customers.mobile,
  status: effectiveStatus(now),
  snoozedUntil: conversations.snoozedUntil,
  assigneeId: assignees.id,
  assigneeName: assignees.nickname,
  lastSeq: conversations.lastSeq,
  lastMessageAt: conversations.lastMessageAt,
  awaitingSince: conversations.awaitingSince,
  lastKind: lastMessages.kind,
  lastSender: lastMessages.sender,
  lastBody: lastMessages.body,
  lastCreatedAt: lastMessages.createdAt,
  unread: viewerId === null ? sql<number>`0` : unreadOf(viewerId),
});

/** conversations joined with what a summary shows; callers add where / order / limit. */
export function selectSummaries(db: Db, now: Date, viewerId: number | null) {
  return db
    .select(summaryColumns(now, viewerId))
    .from(conversations)
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .leftJoin(assignees, eq(assignees.id, conversations.assigneeId))
    .leftJoin(
      lastMessages,
      and(
        eq(lastMessages.conversationId, conversations.id),
        eq(lastMessages.seq, conversations.lastSeq),
      ),
    );
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[0];

/** The newest message's preview, read by both sides' views (null before any message). */
const lastMessageOf = (
  row: Pick<SummaryRow, 'lastKind' | 'lastSender' | 'lastBody' | 'lastCreatedAt'>,
) =>
  row.lastKind && row.lastSender && row.lastCreatedAt
    ? {
        kind: row.lastKind,
        sender: row.lastSender,
        preview: (row.lastBody ?? '').slice(0, PREVIEW_LENGTH),
        createdAt: row.lastCreatedAt.toISOString(),
      }
    : null;

export function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    merchantId: row.merchantId,
    customer: {
      id: row.customerId,
      ...customerLabel({ name: row.customerName, mobile: row.customerMobile }),
    },
    status: row.status,
    snoozedUntil: row.status === 'snoozed' ? isoOrNull(row.snoozedUntil) : null,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
    lastSeq: row.lastSeq,
    lastMessage: lastMessageOf(row),
    lastMessageAt: row.lastMessageAt.toISOString(),
    awaitingSince: isoOrNull(row.awaitingSince),
    unread: Number(row.unread),
  };
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
    .select({
      id: conversations.id,
      merchantId: merchants.id,
      merchantName: merchants.name,
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
      lastKind: lastMessages.kind,
      lastSender: lastMessages.sender,
      lastBody: lastMessages.body,
      lastCreatedAt: lastMessages.createdAt,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversations.id} and m.sender = 'staff' and m.seq > ${conversations.customerReadSeq})`,
    })
    .from(conversations)
    .innerJoin(merchants, eq(merchants.id, conversations.merchantId))
    .leftJoin(
      lastMessages,
      and(
        eq(lastMessages.conversationId, conversations.id),
        eq(lastMessages.seq, conversations.lastSeq),
      ),
    );
}

type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomerConversations>['where']>>[0];

export function toCustomerConversation(row: CustomerRow): CustomerConversation {
  return {
    id: row.id,
    merchant: { id: row.merchantId, name: row.merchantName },
    lastSeq: row.lastSeq,
    lastMessage: lastMessageOf(row),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: Number(row.unread),
  };
}

/** A message's own columns (the staff member's name comes from `users`). */
export const messageFields = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  seq: chatMessages.seq,
  sender: chatMessages.sender,
  staffId: chatMessages.staffId,
  clientId: chatMessages.clientId,
  kind: chatMessages.kind,
  body: chatMessages.body,
  imageId: chatMessages.imageId,
  card: chatMessages.card,
  createdAt: chatMessages.createdAt,
};

export function selectMessages(db: Db) {
  return db
    .select({ ...messageFields, staffName: users.nickname })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.staffId));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[0];

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender,
    staff: row.staffId === null ? null : { id: row.staffId, name: row.staffName ?? '' },
    clientId: row.clientId,
    kind: row.kind,
    text: row.body,
    imageId: row.imageId,
    card: row.card === null ? null : (JSON.parse(row.card) as ChatCard),
    createdAt: row.createdAt.toISOString(),
  };
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
