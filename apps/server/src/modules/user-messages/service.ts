import { and, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  MessageType,
  UnreadCountContent,
  UserMessagesContent,
} from '@console/contract/user-messages';
import type { Db } from '../../db/client.ts';
import { userMessages } from '../../db/schema.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

/** GET /api/userMessage: newest first, strictly older than `lastId` (DESIGN §2 keyset). */
export async function listMessages(
  db: Db,
  input: { userId: number; type?: MessageType; lastId?: number; pageSize: number },
): Promise<UserMessagesContent> {
  const filters: SQL[] = [eq(userMessages.userId, input.userId)];
  if (input.type !== undefined) filters.push(eq(userMessages.type, input.type));
  if (input.lastId !== undefined) filters.push(lt(userMessages.id, input.lastId));
  const rows = await db
    .select()
    .from(userMessages)
    .where(and(...filters))
    .orderBy(desc(userMessages.id))
    .limit(rowsToRead(input.pageSize));
  const { items, nextLastId } = takePage(rows, input.pageSize);
  const messages = items.map((row) => ({
    id: row.id,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
    type: row.type,
    ref_id: row.refId,
  }));
  return { user_messages: messages, nextLastId };
}

/** GET /api/userMessage/unReadCount: the total over the asked types and each type's count. */
export async function countUnread(
  db: Db,
  input: { userId: number; types: MessageType[] },
): Promise<UnreadCountContent> {
  const rows = await db
    .select({ type: userMessages.type, unread: count() })
    .from(userMessages)
    .where(
      and(
        eq(userMessages.userId, input.userId),
        eq(userMessages.isRead, false),
        inArray(userMessages.type, input.types),
      ),
    )
    .groupBy(userMessages.type);
  const byType = { 1: 0, 2: 0, 3: 0 };
  for (const row of rows) byType[row.type as MessageType] = row.unread;
  const total = input.types.reduce((sum, type) => sum + byType[type], 0);
  return { message_count: total, by_type: byType };
}
