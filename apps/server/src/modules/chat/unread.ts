import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationReads, conversations, merchantMembers } from '../../db/schema.ts';
import { needsReply } from './staff-chat.ts';

/**
 * Conversations with customer messages the user has not read, and waiting ones past their
 * response target (docs/chat.md "Response targets"), per merchant where the user is an active
 * member holding chat:reply (the owner holds it).
 */
export async function unreadByMerchant(db: Db, userId: number, now: Date) {
  const unread = sql`${conversations.lastCustomerSeq} > coalesce(${conversationReads.seq}, 0)`;
  const overdue = and(
    needsReply(now),
    sql`${conversations.responseDueAt} < ${now.toISOString()}::timestamptz`,
  );
  const rows = await db
    .select({
      merchantId: conversations.merchantId,
      unread: sql<number>`count(*) filter (where ${unread})::int`,
      overdue: sql<number>`count(*) filter (where ${overdue})::int`,
    })
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
    .where(or(unread, overdue))
    .groupBy(conversations.merchantId);
  const merchants = rows.map((row) => ({
    merchantId: row.merchantId,
    unread: Number(row.unread),
    overdue: Number(row.overdue),
  }));
  return { total: merchants.reduce((sum, row) => sum + row.unread, 0), merchants };
}
