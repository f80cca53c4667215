import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { ChatAssignment, ChatAssignmentBody } from '@console/contract/chat-assignment';
import { CHAT_ASSIGNMENT_EVENT, type ChatAssignmentPush } from '@console/contract/chat-realtime';
import type { Db } from '../../db/client.ts';
import { chatAssignment, chatAssignmentTurns, conversations, users } from '../../db/schema.ts';
import { membersHolding } from '../../identity/index.ts';
import type { Write } from '../../write/writer.ts';
import { loadRules } from './assignment-rules.ts';
import { autoAssign, emptyQueue, queueWaiting } from './conversation-door.ts';
import { offlineSince, onlineSql } from './presence.ts';
import { offlineAlertOf } from './nobody-there.ts';

// Auto-assignment (docs/chat.md "Assignment"), the one door of `chat_assignment` and
// `chat_assignment_turns`. Every decision of a merchant holds its rules' row, so decisions made
// at once on several nodes queue and never give a member more than the capacity.

/** Queued conversations read past the room, in case some are locked by their own sends. */
const QUEUE_SKIP_SLACK = 20;

/** The members who may answer, whether they are online, and what they hold. */
async function membersOf(db: Db, merchantId: number, now: Date) {
  const ids = await membersHolding(db, merchantId, 'chat:reply');
  if (ids.length === 0) return [];
  // Qualified: a one-table select names its columns bare, which the subqueries would misread.
  const userId = sql`${users}.${sql.identifier('id')}`;
  return db
    .select({
      id: users.id,
      name: users.nickname,
      online: onlineSql(userId, now),
      load: sql<number>`(select count(*)::int from ${conversations} c where c.merchant_id = ${merchantId} and c.assignee_id = ${userId} and c.status <> 'resolved')`,
      turn: sql<number>`coalesce((select t.turn from ${chatAssignmentTurns} t where t.merchant_id = ${merchantId} and t.user_id = ${userId}), 0)`,
    })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')))
    .orderBy(asc(users.id));
}

/**
 * Gives queued conversations, oldest first, to online members with room: each to the one whose
 * last assignment is the oldest (in turn), never past the capacity. Answers how many were given,
 * and `full` when no online member had room (the caller may wait for room to come).
 */
export async function drainQueue(
  write: Write,
  merchantId: number,
): Promise<{ given: number; full: boolean }> {
  const rules = await loadRules(write.tx, merchantId, true);
  if (!rules.enabled) return { given: 0, full: false };
  const members = (await membersOf(write.tx, merchantId, write.now)).filter(
    (member) => member.online && Number(member.load) < rules.capacity,
  );
  const room = members.reduce((sum, member) => sum + rules.capacity - Number(member.load), 0);
  if (room === 0) return { given: 0, full: true };
  const queue = await write.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.merchantId, merchantId), isNotNull(conversations.queuedAt)))
    .orderBy(asc(conversations.queuedAt), asc(conversations.id))
    // More than the room: a conversation its own send holds locked is passed over (autoAssign
    // skips it) and the next one takes the place, instead of the room waiting for the watch.
    .limit(room + QUEUE_SKIP_SLACK);
  let turn = Number(rules.turn);
  let given = 0;
  for (const { id } of queue) {
    const next = members
      .filter((member) => Number(member.load) < rules.capacity)
      .sort((a, b) => Number(a.turn) - Number(b.turn) || a.id - b.id)[0];
    if (!next) break;
    if (!(await autoAssign(write, merchantId, id, next.id))) continue;
    turn += 1;
    next.turn = turn;
    next.load = Number(next.load) + 1;
    given += 1;
    await write.tx
      .insert(chatAssignmentTurns)
      .values({ merchantId, userId: next.id, turn })
      .onConflictDoUpdate({
        target: [chatAssignmentTurns.merchantId, chatAssignmentTurns.userId],
        set: { turn },
      });
  }
  if (given > 0) {
    await write.tx
      .update(chatAssignment)
      .set({ turn })
      .where(eq(chatAssignment.merchantId, merchantId));
  }
  return { given, full: false };
}

/**
 * The members offline for the rules' time give their waiting conversations back to the queue,
 * which is then drained (docs/chat.md "Assignment"). Answers how many were returned.
 */
export async function returnOffline(write: Write, merchantId: number): Promise<number> {
  const rules = await loadRules(write.tx, merchantId, true);
  if (!rules.enabled) return 0;
  const holders = await write.tx
    .selectDistinct({ id: conversations.assigneeId })
    .from(conversations)
    .where(
      and(
        eq(conversations.merchantId, merchantId),
        isNotNull(conversations.awaitingSince),
        isNotNull(conversations.assigneeId),
        ne(conversations.status, 'resolved'),
      ),
    );
  const before = new Date(write.now.getTime() - rules.returnAfterMinutes * 60_000);
  const away = await offlineSince(
    write.tx,
    holders.map((row) => row.id!),
    write.now,
    before,
  );
  const returned = await queueWaiting(write, merchantId, away);
  if (returned > 0) await drainQueue(write, merchantId);
  return returned;
}

/** The merchants with auto-assignment on (the watch's list). */
export async function merchantsAssigning(db: Db): Promise<number[]> {
  const rows = await db
    .select({ merchantId: chatAssignment.merchantId })
    .from(chatAssignment)
    .where(eq(chatAssignment.enabled, true));
  return rows.map((row) => row.merchantId);
}

/** The rules as the console shows them, with the queue and the members. */
export async function readAssignment(
  db: Db,
  scope: { merchantId: number; userId: number; now: Date },
): Promise<ChatAssignment> {
  const { merchantId, now } = scope;
  const rules = await loadRules(db, merchantId);
  const [queued] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.merchantId, merchantId), isNotNull(conversations.queuedAt)));
  const members = await membersOf(db, merchantId, now);
  return {
    enabled: rules.enabled,
    capacity: rules.capacity,
    returnAfterMinutes: rules.returnAfterMinutes,
    queued: Number(queued?.n ?? 0),
    members: members.map(({ id, name, online, load }) => ({
      id,
      name,
      online: Boolean(online),
      load: Number(load),
    })),
    offlineAlert: await offlineAlertOf(db, merchantId, scope.userId),
  };
}

/**
 * A member sets the rules, at any time. Turning it on queues the conversations waiting with
 * nobody assigned (by how long they wait) and gives them out; turning it off empties the queue;
 * a larger capacity gives out what waits. Entry `update` (object `chat_assignment`, the
 * merchant's id) with the changed fields; the inboxes hear `chat:assignment`.
 */
export async function saveAssignment(
  write: Write,
  merchantId: number,
  input: Omit<ChatAssignmentBody, 'merchants_id'>,
): Promise<void> {
  const before = await loadRules(write.tx, merchantId, true);
  const fields = {
    enabled: input.enabled,
    capacity: input.capacity,
    returnAfterMinutes: input.returnAfterMinutes,
  };
  await write.tx
    .insert(chatAssignment)
    .values({ merchantId, ...fields, updatedAt: write.now })
    .onConflictDoUpdate({
      target: chatAssignment.merchantId,
      set: { ...fields, updatedAt: write.now },
    });
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
    (key) => before[key] !== fields[key],
  );
  if (changed.length === 0 && before.stored) return;
  if (changed.length > 0) {
    write.record({
      scope: merchantId,
      action: 'update',
      objectType: 'chat_assignment',
      objectId: merchantId,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, fields[key]])),
    });
  }
  if (fields.enabled) {
    if (!before.enabled) await queueWaiting(write, merchantId, null);
    await drainQueue(write, merchantId);
  } else if (before.enabled) {
    await emptyQueue(write, merchantId);
  }
  const push: ChatAssignmentPush = { merchantId };
  write.send({ to: 'room', room: 'chat', merchantId, event: CHAT_ASSIGNMENT_EVENT, payload: push });
}
