import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatCard, ConversationFilter, ConversationStatus } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import {
  activities,
  chatMessages,
  conversationReads,
  conversations,
  customers,
  merchantMembers,
  orders,
  users,
} from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { membersHolding } from '../../identity/index.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import {
  customerLabel,
  effectiveStatus,
  loadSummary,
  selectMessages,
  selectSummaries,
  toMessage,
  toSummary,
} from './conversation-view.ts';

// The staff side of conversations (issue 14): list, history, read, assign, status, context.

export type StaffScope = { merchantId: number; userId: number; now: Date };

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

function filterCondition(filter: ConversationFilter, scope: StaffScope) {
  const status = effectiveStatus(scope.now);
  switch (filter) {
    case 'needs_reply':
      return and(isNotNull(conversations.awaitingSince), sql`${status} = 'open'`);
    case 'mine':
      return and(eq(conversations.assigneeId, scope.userId), ne(conversations.status, 'resolved'));
    case 'unassigned':
      return and(isNull(conversations.assigneeId), ne(conversations.status, 'resolved'));
    case 'resolved':
      return eq(conversations.status, 'resolved');
    case 'all':
      return undefined;
  }
}

function keywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  const byName = ilike(customers.name, containsPattern(keyword));
  // Digits find a mobile by its ending (issue 14: "search by customer name or mobile").
  return /^\d+$/.test(keyword)
    ? or(byName, sql`${customers.mobile} like ${`%${escapeLike(keyword)}`}`)
    : byName;
}

/** Latest activity first, keyset by `last_id` (the last conversation of the previous page). */
export async function listConversations(
  db: Db,
  scope: StaffScope,
  input: { filter: ConversationFilter; keyword?: string; lastId?: number; pageSize: number },
) {
  let after;
  if (input.lastId !== undefined) {
    const [cursor] = await db
      .select({ at: conversations.lastMessageAt })
      .from(conversations)
      .where(
        and(eq(conversations.id, input.lastId), eq(conversations.merchantId, scope.merchantId)),
      );
    if (!cursor) throw fieldError('last_id', 'order.cursorGone');
    after = or(
      lt(conversations.lastMessageAt, cursor.at),
      and(eq(conversations.lastMessageAt, cursor.at), lt(conversations.id, input.lastId)),
    );
  }
  const rows = await selectSummaries(db, scope.now, scope.userId)
    .where(
      and(
        eq(conversations.merchantId, scope.merchantId),
        filterCondition(input.filter, scope),
        keywordCondition(input.keyword),
        after,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize);
  return { conversations: page.items.map(toSummary), nextLastId: page.nextLastId };
}

/** One of the merchant's conversations as this member sees it, or 1002. */
export async function getConversation(db: Db, scope: StaffScope, id: number) {
  const summary = await loadSummary(db, { id, now: scope.now, viewerId: scope.userId });
  if (!summary || summary.merchantId !== scope.merchantId) throw notFound();
  return summary;
}

/**
 * History upward (`lastId` = the smallest seq held) or catch-up (`afterSeq`), in seq order.
 * The conversation is checked by the caller (staff: the merchant's; customer: theirs).
 */
export async function readMessages(
  db: Db,
  conversationId: number,
  input: { lastId?: number; afterSeq?: number; pageSize: number },
) {
  const inConversation = eq(chatMessages.conversationId, conversationId);
  if (input.afterSeq !== undefined) {
    const rows = await selectMessages(db)
      .where(and(inConversation, gt(chatMessages.seq, input.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(rowsToRead(input.pageSize));
    const page = takePage(rows, input.pageSize, (row) => row.seq);
    return { messages: page.items.map(toMessage), nextLastId: page.nextLastId };
  }
  const rows = await selectMessages(db)
    .where(
      and(
        inConversation,
        input.lastId === undefined ? undefined : lt(chatMessages.seq, input.lastId),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize, (row) => row.seq);
  return { messages: page.items.map(toMessage).reverse(), nextLastId: page.nextLastId };
}

/** Everything up to `seq` is read by this member (never backwards; at most the last seq). */
export async function markRead(db: Db, scope: StaffScope, id: number, seq: number) {
  const conversation = await getConversation(db, scope, id);
  const upTo = Math.min(seq, conversation.lastSeq);
  await db
    .insert(conversationReads)
    .values({ conversationId: id, userId: scope.userId, seq: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { seq: sql`greatest(${conversationReads.seq}, excluded.seq)` },
    });
  return getConversation(db, scope, id);
}

/** Assigns to a member holding chat:reply, or unassigns (null). */
export async function assignConversation(
  db: Db,
  scope: StaffScope,
  id: number,
  assigneeId: number | null,
) {
  await getConversation(db, scope, id);
  if (assigneeId !== null) {
    const allowed = await membersHolding(db, scope.merchantId, 'chat:reply');
    if (!allowed.includes(assigneeId)) throw fieldError('assigneeId', 'chat.assigneeNotAllowed');
  }
  await db.update(conversations).set({ assigneeId }).where(eq(conversations.id, id));
  return getConversation(db, scope, id);
}

/**
 * open / snoozed (until a future time, or without one until the customer's next message) /
 * resolved, which also ends the wait for a reply ("mark done").
 */
export async function setStatus(
  db: Db,
  scope: StaffScope,
  id: number,
  input: { status: ConversationStatus; snoozeUntil?: string | null },
) {
  const before = await getConversation(db, scope, id);
  const until = input.snoozeUntil ? new Date(input.snoozeUntil) : null;
  if (input.status === 'snoozed' && until && until <= scope.now) {
    throw fieldError('snoozeUntil', 'validation.invalid');
  }
  await db
    .update(conversations)
    .set({
      status: input.status,
      snoozedUntil: input.status === 'snoozed' ? until : null,
      ...(input.status === 'resolved' ? { awaitingSince: null } : {}),
      ...(input.status === 'resolved' && before.status !== 'resolved'
        ? { resolvedCount: sql`${conversations.resolvedCount} + 1` }
        : {}),
    })
    .where(eq(conversations.id, id));
  return getConversation(db, scope, id);
}

/** The side panel: who the customer is and what they ordered from this merchant. */
export async function conversationContext(db: Db, scope: StaffScope, id: number) {
  await getConversation(db, scope, id);
  const [row] = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      resolved: conversations.resolvedCount,
    })
    .from(conversations)
    .innerJoin(customers, eq(customers.id, conversations.customerId))
    .where(eq(conversations.id, id));
  if (!row) throw notFound();
  const recent = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      activityId: orders.activityId,
      activityTitle: activities.title,
      status: orders.status,
      amountCents: orders.amountCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(activities, eq(activities.id, orders.activityId))
    .where(and(eq(orders.merchantId, scope.merchantId), eq(orders.customerId, row.customerId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(20);
  return {
    customer: { id: row.customerId, ...customerLabel(row) },
    orders: recent.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
    pastConversations: row.resolved,
  };
}

/** The merchant's members one may assign a conversation to. */
export async function listAssignees(db: Db, merchantId: number) {
  const ids = await membersHolding(db, merchantId, 'chat:reply');
  if (ids.length === 0) return { assignees: [] };
  const rows = await db
    .select({ id: users.id, name: users.nickname })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return { assignees: rows };
}

/**
 * Conversations with customer messages the user has not read, per merchant where the user is
 * an active member holding chat:reply (the owner holds it).
 */
export async function unreadByMerchant(db: Db, userId: number) {
  const rows = await db
    .select({ merchantId: conversations.merchantId, unread: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(
      merchantMembers,
      and(
        eq(merchantMembers.merchantId, conversations.merchantId),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        or(
          eq(merchantMembers.role, 'owner'),
          sql`'chat:reply' = any(${merchantMembers.permissions})`,
        ),
      ),
    )
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, userId),
      ),
    )
    .where(sql`${conversations.lastCustomerSeq} > coalesce(${conversationReads.seq}, 0)`)
    .groupBy(conversations.merchantId);
  const merchants = rows.map((row) => ({ merchantId: row.merchantId, unread: Number(row.unread) }));
  return { total: merchants.reduce((sum, row) => sum + row.unread, 0), merchants };
}

/** A card's snapshot: the order or activity must be the merchant's (the order the customer's). */
export async function cardOf(
  db: Db,
  input: { merchantId: number; customerId: number; kind: 'order' | 'activity'; refId: number },
): Promise<ChatCard> {
  if (input.kind === 'order') {
    const [order] = await db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        activityTitle: activities.title,
        status: orders.status,
        amountCents: orders.amountCents,
      })
      .from(orders)
      .innerJoin(activities, eq(activities.id, orders.activityId))
      .where(
        and(
          eq(orders.id, input.refId),
          eq(orders.merchantId, input.merchantId),
          eq(orders.customerId, input.customerId),
        ),
      );
    if (!order) throw fieldError('refId', 'error.notFound');
    return { type: 'order', ...order };
  }
  const [activity] = await db
    .select({
      id: activities.id,
      title: activities.title,
      startAt: activities.startAt,
      priceCents: activities.priceCents,
    })
    .from(activities)
    .where(and(eq(activities.id, input.refId), eq(activities.merchantId, input.merchantId)));
  if (!activity) throw fieldError('refId', 'error.notFound');
  return {
    type: 'activity',
    ...activity,
    startAt: activity.startAt?.toISOString() ?? '',
  };
}
