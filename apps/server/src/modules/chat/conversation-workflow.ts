import { and, asc, eq, inArray } from 'drizzle-orm';
import { conversationMoveTo, type ConversationStatus } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { membersHolding } from '../../identity/index.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer as RunWrite } from '../../write/writer.ts';
import { assignConversation as assignDoor, moveConversation } from './conversation-door.ts';
import { markStaffRead } from './conversation-reads.ts';
import { drainQueue } from './assignment.ts';
import type { StaffScope } from './staff-chat.ts';

// Staff workflow (docs/chat.md): read marks, assignment, status, each through its door
// (docs/server.md "Doors", docs/chat.md "Trail").

/** What the actions need: reads, and the writer their doors run in. */
export type WorkflowServices = { db: Db; write: RunWrite };
type ActingScope = StaffScope & { origin: Origin };

/** Everything up to `seq` is read by this member (never backwards; at most the last seq). */
export async function markRead(
  { write }: WorkflowServices,
  scope: ActingScope,
  id: number,
  seq: number,
) {
  return write(scope.origin, (w) => markStaffRead(w, scope, id, seq));
}

/** Assigns to a member holding chat:reply, or unassigns (null). */
export async function assignConversation(
  { db, write }: WorkflowServices,
  scope: ActingScope,
  id: number,
  assigneeId: number | null,
) {
  if (assigneeId !== null) {
    const allowed = await membersHolding(db, scope.merchantId, 'chat:reply');
    if (!allowed.includes(assigneeId)) throw fieldError('assigneeId', 'chat.assigneeNotAllowed');
  }
  // A member who gave one away has room for the queue's next (docs/chat.md "Assignment").
  return write(scope.origin, async (w) => {
    const assigned = await assignDoor(w, scope, id, assigneeId);
    await drainQueue(w, scope.merchantId);
    return assigned;
  });
}

/**
 * open (`reopen`) / snoozed (`snooze`: until a future time, or without one until the
 * customer's next message) / resolved (`resolve`, which also ends the wait for a reply, "mark
 * done"): the moves of CONVERSATION_MOVES.
 */
export async function setStatus(
  { write }: WorkflowServices,
  scope: ActingScope,
  id: number,
  input: { status: ConversationStatus; snoozeUntil?: string | null },
) {
  const snoozeUntil = input.snoozeUntil ? new Date(input.snoozeUntil) : null;
  // A resolve frees room for the queue's next (docs/chat.md "Assignment").
  return write(scope.origin, async (w) => {
    const move = conversationMoveTo(input.status);
    const moved = await moveConversation(w, scope, id, { move, snoozeUntil });
    if (move === 'resolve') await drainQueue(w, scope.merchantId);
    return moved;
  });
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
