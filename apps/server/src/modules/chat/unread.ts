import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationReads, conversations, merchantMembers } from '../../db/schema.ts';

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
