import { eq, sql } from 'drizzle-orm';
import type { ConversationSummary } from '@console/contract/chat';
import { CHAT_READ_EVENT, type ChatReadPush } from '@console/contract/chat-realtime';
import type { Db } from '../../db/client.ts';
import { conversationReads, conversations } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';
import { moveReceipt } from './conversation-door.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// The one door of `conversation_reads` (docs/server.md "Doors"): what each member has read.
// Read marks are each member's own bookkeeping, no change of the merchant's data, so they leave
// no trail entry (docs/chat.md "Trail").

/** Everything up to `seq` is read by the member (never backwards). */
export async function readUpTo(tx: Db, conversationId: number, userId: number, seq: number) {
  await tx
    .insert(conversationReads)
    .values({ conversationId, userId, seq })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { seq: sql`greatest(${conversationReads.seq}, excluded.seq)` },
    });
}

/**
 * A member marks a conversation of the merchant read up to `seq` (at most its last seq); the
 * member's other tabs hear of it after commit, and the customer of the staff's receipt when it
 * moved (docs/chat.md "Delivery states").
 */
export async function markStaffRead(
  write: Write,
  scope: StaffScope,
  id: number,
  seq: number,
): Promise<ConversationSummary> {
  const conversation = await getConversation(write.tx, scope, id);
  await readUpTo(write.tx, id, scope.userId, Math.min(seq, conversation.lastSeq));
  await moveReceipt(write, id, eq(conversations.merchantId, scope.merchantId), {
    by: 'staff',
    deliveredSeq: seq,
    readSeq: seq,
  });
  const push: ChatReadPush = { merchantId: scope.merchantId, conversationId: id, seq };
  write.send({ to: 'user', userId: scope.userId, event: CHAT_READ_EVENT, payload: push });
  return getConversation(write.tx, scope, id);
}
