import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ConversationFilter } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { chatMessages, conversations, customers } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, escapeLike } from '../../db/like-pattern.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import {
  loadSummary,
  selectMessages,
  selectSummaries,
  afterConversation,
  latestFirst,
} from './conversation-store.ts';
import { effectiveStatus, toMessage, toSummary } from './conversation-view.ts';

// The staff side of conversations (docs/chat.md): the inbox list, one conversation, its messages.

export type StaffScope = { merchantId: number; userId: number; now: Date };

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/**
 * The inbox's "needs reply" at `now`, any SQL for the time (the home's prepared to-do count
 * passes a placeholder): the customer waits and the conversation is open, or its snooze is over.
 */
export const needsReply = (now: Date | SQL) =>
  and(isNotNull(conversations.awaitingSince), sql`${effectiveStatus(now)} = 'open'`);

/** Needs reply and past its response target at `now` (docs/chat.md "Response targets"). */
const overdue = (now: Date) => and(needsReply(now), lt(conversations.responseDueAt, now));

/** The inbox filter as a condition. */
function filterCondition(filter: ConversationFilter, scope: StaffScope) {
  switch (filter) {
    case 'needs_reply':
      return needsReply(scope.now);
    case 'mine':
      return and(eq(conversations.assigneeId, scope.userId), ne(conversations.status, 'resolved'));
    case 'unassigned':
      return and(isNull(conversations.assigneeId), ne(conversations.status, 'resolved'));
    case 'resolved':
      return eq(conversations.status, 'resolved');
    case 'all':
      return undefined;
    case 'overdue':
      return overdue(scope.now);
  }
}

function keywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  const byName = ilike(customers.name, containsPattern(keyword));
  // Digits find a mobile by its ending (docs/chat.md "Staff workflow": search by customer name or
  // mobile).
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
  const after = await afterConversation(
    db,
    input.lastId,
    eq(conversations.merchantId, scope.merchantId),
  );
  const rows = await selectSummaries(db, scope.now, scope.userId)
    .where(
      and(
        eq(conversations.merchantId, scope.merchantId),
        filterCondition(input.filter, scope),
        keywordCondition(input.keyword),
        after,
      ),
    )
    .orderBy(...latestFirst)
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
