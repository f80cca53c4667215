import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConversationStatus } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { conversationReads, conversations, users } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { membersHolding } from '../../identity/index.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// Staff workflow (docs/chat.md): read marks, assignment, status.

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

/** The merchant's members one may assign a conversation to. */
export async function listAssignees(db: Db, scope: StaffScope) {
  const { merchantId } = scope;
  const ids = await membersHolding(db, merchantId, 'chat:reply');
  if (ids.length === 0) return { assignees: [], me: scope.userId };
  const rows = await db
    .select({ id: users.id, name: users.nickname })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return { assignees: rows, me: scope.userId };
}
