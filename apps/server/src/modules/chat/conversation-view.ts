import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type {
  ChatCard,
  ChatMessage,
  ChatRating,
  ConversationStatus,
  ConversationSummary,
} from '@console/contract/chat';
import type { CustomerConversation } from '@console/contract/chat-storefront';
import {
  chatMessages,
  chatRatings,
  conversationReads,
  conversations,
  customers,
  merchants,
  users,
} from '../../db/schema.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';

// How conversations and messages are read and shown to staff and customers (docs/chat.md "Model").

const PREVIEW_LENGTH = 80;
export const assignees = alias(users, 'assignees');
export const lastMessages = alias(chatMessages, 'last_messages');

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

/** The latest rating as the summary's subquery reads it (JSON: times as text). */
type RatingRow = {
  resolution: number;
  rating: number;
  comment: string;
  memberId: number | null;
  memberName: string | null;
  ratedAt: string;
};

const ratingOf = (row: RatingRow | string): ChatRating => {
  const rating = (typeof row === 'string' ? JSON.parse(row) : row) as RatingRow;
  return {
    resolution: Number(rating.resolution),
    rating: Number(rating.rating),
    comment: rating.comment,
    member:
      rating.memberId === null
        ? null
        : { id: Number(rating.memberId), name: rating.memberName ?? '' },
    ratedAt: new Date(rating.ratedAt).toISOString(),
  };
};

export const summaryColumns = (now: Date, viewerId: number | null) => ({
  id: conversations.id,
  merchantId: conversations.merchantId,
  customerId: customers.id,
  customerName: customers.name,
  customerMobile: customers.mobile,
  status: effectiveStatus(now),
  snoozedUntil: conversations.snoozedUntil,
  assigneeId: assignees.id,
  assigneeName: assignees.nickname,
  queuedAt: conversations.queuedAt,
  lastSeq: conversations.lastSeq,
  lastMessageAt: conversations.lastMessageAt,
  awaitingSince: conversations.awaitingSince,
  customerDeliveredSeq: conversations.customerDeliveredSeq,
  customerReadSeq: conversations.customerReadSeq,
  responseKind: conversations.responseKind,
  responseDueAt: conversations.responseDueAt,
  rating: sql<RatingRow | null>`(select json_build_object('resolution', r.resolution, 'rating', r.rating, 'comment', coalesce(r.comment, ''), 'memberId', r.member_id, 'memberName', u.nickname, 'ratedAt', r.rated_at) from ${chatRatings} r left join ${users} u on u.id = r.member_id where r.conversation_id = ${conversations.id} and r.rating is not null order by r.resolution desc limit 1)`,
  lastKind: lastMessages.kind,
  lastSender: lastMessages.sender,
  lastBody: lastMessages.body,
  lastCreatedAt: lastMessages.createdAt,
  unread: viewerId === null ? sql<number>`0` : unreadOf(viewerId),
});

type SummaryRow = SelectResult<
  ReturnType<typeof summaryColumns>,
  'partial',
  {
    conversations: 'not-null';
    customers: 'not-null';
    assignees: 'nullable';
    last_messages: 'nullable';
  }
>;

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
    queuedAt: isoOrNull(row.queuedAt),
    lastSeq: row.lastSeq,
    lastMessage: lastMessageOf(row),
    lastMessageAt: row.lastMessageAt.toISOString(),
    awaitingSince: isoOrNull(row.awaitingSince),
    unread: Number(row.unread),
    customerReceipt: { deliveredSeq: row.customerDeliveredSeq, readSeq: row.customerReadSeq },
    response:
      row.responseKind && row.responseDueAt
        ? { kind: row.responseKind, dueAt: row.responseDueAt.toISOString() }
        : null,
    rating: row.rating === null ? null : ratingOf(row.rating),
  };
}

/** What the customer's list shows of a conversation (conversation-store.ts reads it). */
export const customerConversationColumns = {
  id: conversations.id,
  merchantId: merchants.id,
  merchantName: merchants.name,
  lastSeq: conversations.lastSeq,
  lastMessageAt: conversations.lastMessageAt,
  staffDeliveredSeq: conversations.staffDeliveredSeq,
  staffReadSeq: conversations.staffReadSeq,
  ratingAsk: sql<
    number | null
  >`(select r.resolution from ${chatRatings} r where r.conversation_id = ${conversations.id} and r.rating is null order by r.resolution desc limit 1)`,
  lastKind: lastMessages.kind,
  lastSender: lastMessages.sender,
  lastBody: lastMessages.body,
  lastCreatedAt: lastMessages.createdAt,
  unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${conversations.id} and m.sender = 'staff' and m.seq > ${conversations.customerReadSeq})`,
};

type CustomerRow = SelectResult<
  typeof customerConversationColumns,
  'partial',
  { conversations: 'not-null'; merchants: 'not-null'; last_messages: 'nullable' }
>;

export function toCustomerConversation(row: CustomerRow): CustomerConversation {
  return {
    id: row.id,
    merchant: { id: row.merchantId, name: row.merchantName },
    lastSeq: row.lastSeq,
    lastMessage: lastMessageOf(row),
    lastMessageAt: row.lastMessageAt.toISOString(),
    unread: Number(row.unread),
    staffReceipt: { deliveredSeq: row.staffDeliveredSeq, readSeq: row.staffReadSeq },
    ratingAsk: row.ratingAsk === null ? null : { resolution: Number(row.ratingAsk) },
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

/** A message as it is answered: its own columns and the staff member's name. */
export const messageColumns = { ...messageFields, staffName: users.nickname };

type MessageRow = SelectResult<
  typeof messageColumns,
  'partial',
  { chat_messages: 'not-null'; users: 'nullable' }
>;

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
