import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ResponseKind } from '@console/contract/chat-targets';
import type { Db } from '../../db/client.ts';
import { chatResponseWaits } from '../../db/schema.ts';

// The one door of `chat_response_waits` (docs/server.md "Doors", docs/chat.md "Response
// targets"): every wait of a customer for an answer, kept with its outcome. The conversation's
// door opens and ends them with the conversation's own change, in its transaction. Waits are
// the conversation's bookkeeping: the conversation's entries already say what happened.

export async function startWait(
  tx: Db,
  wait: {
    conversationId: number;
    merchantId: number;
    kind: ResponseKind;
    startedAt: Date;
    dueAt: Date | null;
  },
) {
  await tx.insert(chatResponseWaits).values(wait);
}

/** The open wait ends: by a staff reply (met when no later than its deadline) or a resolve. */
export async function endWait(tx: Db, conversationId: number, at: Date, by: 'reply' | 'resolve') {
  await tx
    .update(chatResponseWaits)
    .set({
      endedAt: at,
      endedBy: by,
      met:
        by === 'reply'
          ? sql`case when ${chatResponseWaits.dueAt} is null then null else ${chatResponseWaits.dueAt} >= ${at.toISOString()}::timestamptz end`
          : null,
    })
    .where(
      and(eq(chatResponseWaits.conversationId, conversationId), isNull(chatResponseWaits.endedAt)),
    );
}

/** The open wait's deadline, after the targets changed. */
export async function redueWait(tx: Db, conversationId: number, dueAt: Date | null) {
  await tx
    .update(chatResponseWaits)
    .set({ dueAt })
    .where(
      and(eq(chatResponseWaits.conversationId, conversationId), isNull(chatResponseWaits.endedAt)),
    );
}
