import { and, eq, inArray } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { DEFAULT_LOCALE, type Locale } from '@console/contract/constants';
import { translate, type MessageKey } from '@console/contract/messages';
import {
  MESSAGE_EVENT,
  type MessageType,
  type RealtimeMessage,
} from '@console/contract/user-messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { userMessages, userSettings } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';

export type Notice = {
  type: MessageType;
  key: MessageKey;
  params: Record<string, string | number>;
  refId: number | null;
};

/** Each recipient reads the message in the locale they chose (spec §4 locale), else zh-CN. */
async function localesOf(db: Db, userIds: number[]): Promise<Map<number, Locale>> {
  const rows = await db
    .select({ userId: userSettings.userId, locale: userSettings.locale })
    .from(userSettings)
    .where(inArray(userSettings.userId, userIds));
  return new Map(rows.flatMap((row) => (row.locale ? [[row.userId, row.locale]] : [])));
}

/**
 * DESIGN §4: one user message per recipient, written in the write's transaction, and the event
 * `message` to every open session of each recipient, handed to the write (`write.send`): sent
 * once after it commits, never for a write that rolled back (docs/server.md "Doors").
 */
export async function notifyUsers(
  write: Write,
  input: { userIds: number[]; notice: Notice },
): Promise<void> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  const { tx, now } = write;
  const locales = await localesOf(tx, userIds);
  const { notice } = input;
  const rows = await tx
    .insert(userMessages)
    .values(
      userIds.map((userId) => ({
        userId,
        type: notice.type,
        content: translate(locales.get(userId) ?? DEFAULT_LOCALE, notice.key, notice.params),
        refId: notice.refId,
        createdAt: now,
      })),
    )
    .returning();
  for (const row of rows) {
    const message: RealtimeMessage = {
      id: row.id,
      content: row.content,
      type: row.type,
      created_at: row.createdAt.toISOString(),
      ref_id: row.refId,
    };
    write.send({ to: 'user', userId: row.userId, event: MESSAGE_EVENT, payload: message });
  }
}

/** PUT /api/userMessage/{id}/read: only the caller's own message (1002 otherwise). */
export async function markRead(db: Db, input: { userId: number; id: number }): Promise<void> {
  const updated = await db
    .update(userMessages)
    .set({ isRead: true })
    .where(and(eq(userMessages.id, input.id), eq(userMessages.userId, input.userId)))
    .returning({ id: userMessages.id });
  if (updated.length === 0) throw new AppError(apiCodes.notFound, 'error.notFound');
}

/** PUT /api/userMessage/readAll: every unread message of one type. */
export async function markAllRead(
  db: Db,
  input: { userId: number; type: MessageType },
): Promise<{ updated: number }> {
  const updated = await db
    .update(userMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(userMessages.userId, input.userId),
        eq(userMessages.type, input.type),
        eq(userMessages.isRead, false),
      ),
    )
    .returning({ id: userMessages.id });
  return { updated: updated.length };
}
