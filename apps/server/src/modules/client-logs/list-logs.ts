import { and, desc, eq, ilike, lt, type SQL } from 'drizzle-orm';
import type { ListLogsContent } from '@console/contract/client-logs';
import type { Db } from '../../db/client.ts';
import { clientLogs, users } from '../../db/schema.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

export type ListLogsInput = {
  type?: 'info' | 'error';
  keyword?: string;
  lastId?: number;
  pageSize: number;
};

/** GET /api/logs: newest first, keyset paged by `last_id` (DESIGN §2: never deep OFFSET). */
export async function listLogs(db: Db, input: ListLogsInput): Promise<ListLogsContent> {
  const filters: SQL[] = [];
  if (input.type) filters.push(eq(clientLogs.type, input.type));
  const keyword = input.keyword?.trim();
  if (keyword) filters.push(ilike(clientLogs.message, containsPattern(keyword)));
  if (input.lastId !== undefined) filters.push(lt(clientLogs.id, input.lastId));
  const rows = await db
    .select({ log: clientLogs, userNickname: users.nickname })
    .from(clientLogs)
    .leftJoin(users, eq(users.id, clientLogs.userId))
    .where(and(...filters))
    .orderBy(desc(clientLogs.id))
    .limit(rowsToRead(input.pageSize));
  const { items, nextLastId } = takePage(rows, input.pageSize, (row) => row.log.id);
  const logs = items.map(({ log, userNickname }) => ({
    id: log.id,
    message: log.message,
    type: log.type,
    time: log.time,
    url: log.url,
    route: log.route,
    appVersion: log.appVersion,
    extra: log.extra,
    userId: log.userId,
    userNickname,
    merchantId: log.merchantId,
    userAgent: log.userAgent,
    createdAt: log.createdAt.toISOString(),
  }));
  return { logs, nextLastId };
}
