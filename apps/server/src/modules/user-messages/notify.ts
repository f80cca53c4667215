import { inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@console/contract/constants';
import { translate, type MessageKey } from '@console/contract/messages';
import {
  MESSAGE_EVENT,
  type MessageType,
  type RealtimeMessage,
} from '@console/contract/user-messages';
import type { Db } from '../../db/client.ts';
import { userMessages, userSettings } from '../../db/schema.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';

export type Notice = {
  type: MessageType;
  key: MessageKey;
  params: Record<string, string | number>;
  refId: number | null;
};

export type StoredMessage = RealtimeMessage & { userId: number };

/** Each recipient reads the message in the locale they chose (spec §4 locale), else zh-CN. */
async function localesOf(db: Db, userIds: number[]): Promise<Map<number, Locale>> {
  const rows = await db
    .select({ userId: userSettings.userId, locale: userSettings.locale })
    .from(userSettings)
    .where(inArray(userSettings.userId, userIds));
  return new Map(rows.flatMap((row) => (row.locale ? [[row.userId, row.locale]] : [])));
}

/**
 * DESIGN §4: writes one user message per recipient, inside the caller's transaction. The
 * caller pushes the result with `pushMessages` once the transaction has committed.
 */
export async function createMessages(
  db: Db,
  input: { userIds: number[]; notice: Notice; now: Date },
): Promise<StoredMessage[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const locales = await localesOf(db, userIds);
  const { notice, now } = input;
  const rows = await db
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
  return rows.map((row) => ({
    userId: row.userId,
    id: row.id,
    content: row.content,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    ref_id: row.refId,
  }));
}

/** DESIGN §4 user messages: event `message` to every open session of each recipient. */
export function pushMessages(hub: RealtimeHub, messages: StoredMessage[]): void {
  for (const { userId, ...message } of messages) {
    hub.emitToUser(userId, MESSAGE_EVENT, message satisfies RealtimeMessage);
  }
}
