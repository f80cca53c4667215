import { and, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  CONVERSATION_MOVES,
  conversationMayMove,
  type ChatReceipt,
  type ChatSender,
  type ConversationMove,
  type ConversationStatus,
  type ConversationSummary,
} from '@console/contract/chat';
import {
  CHAT_CONVERSATION_EVENT,
  CHAT_DUE_SOON_EVENT,
  CHAT_RECEIPT_EVENT,
  type ChatConversationPush,
  type ChatDueSoonPush,
  type ChatReceiptPush,
} from '@console/contract/chat-realtime';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';
import type { ChatTargets } from '@console/contract/chat-targets';
import { dueOf, loadWaitRules } from './response-targets.ts';
import { askRating } from './ratings.ts';
import { endWait, redueWait, startWait } from './response-waits.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// The one door of the `conversations` table (docs/server.md "Doors", docs/chat.md "Trail"): a
// conversation is opened, moved (CONVERSATION_MOVES), assigned, advanced by a message and read
// by its customer here, and nowhere else; its delivery states move here too (docs/chat.md
// "Delivery states").

export type ConversationRow = typeof conversations.$inferSelect;

/** The fields a conversation's trail entries show. */
const TRAIL_FIELDS = [
  'status',
  'snoozedUntil',
  'assigneeId',
] as const satisfies readonly (keyof ConversationRow)[];

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** The status as read at `now`: a snooze whose time has come is open (as `effectiveStatus`). */
const statusAt = (
  row: Pick<ConversationRow, 'status' | 'snoozedUntil'>,
  now: Date,
): ConversationStatus =>
  row.status === 'snoozed' && row.snoozedUntil !== null && row.snoozedUntil <= now
    ? 'open'
    : row.status;

/** The conversation locked for the write, or 1002 when `owned` (whose it must be) fails. */
async function lockConversation(tx: Db, id: number, owned: SQL): Promise<ConversationRow> {
  return (await lockConversationWith(tx, id, owned, sql<number>`0`)).row;
}

/**
 * `lockConversation` that also reads `extra` (a scalar subquery) in the same statement: a send
 * counts the customer's recent messages with its lock, one round trip less.
 */
export async function lockConversationWith<T>(
  tx: Db,
  id: number,
  owned: SQL,
  extra: SQL<T>,
): Promise<{ row: ConversationRow; extra: T }> {
  const [found] = await tx
    .select({ row: conversations, extra })
    .from(conversations)
    .where(and(eq(conversations.id, id), owned))
    .for('update', { of: conversations });
  if (!found) throw notFound();
  return found;
}

const ofMerchant = (merchantId: number) => eq(conversations.merchantId, merchantId);

function recordChange(
  write: Write,
  action: string,
  before: ConversationRow,
  after: ConversationRow,
) {
  write.record({
    scope: after.merchantId,
    action,
    objectType: 'conversation',
    objectId: after.id,
    ...changedFields(pick(before, TRAIL_FIELDS), pick(after, TRAIL_FIELDS)),
  });
}

/**
 * The conversation as the acting member now sees it; the merchant's other inboxes hear of the
 * change after commit (without anyone's unread).
 */
async function announce(write: Write, scope: Omit<StaffScope, 'now'>, id: number) {
  const conversation = await getConversation(write.tx, { ...scope, now: write.now }, id);
  const { unread: _unread, ...shared } = conversation;
  const push: ChatConversationPush = { merchantId: conversation.merchantId, conversation: shared };
  write.send({
    to: 'room',
    room: 'chat',
    merchantId: conversation.merchantId,
    event: CHAT_CONVERSATION_EVENT,
    payload: push,
  });
  return conversation;
}

/**
 * The customer's conversation with a merchant, made on first use (one per pair, entry `open`
 * with the customer as actor); an existing one is found and nothing is written.
 */
export async function openConversation(
  write: Write,
  input: { customerId: number; merchantId: number },
): Promise<number> {
  const [made] = await write.tx
    .insert(conversations)
    .values({
      merchantId: input.merchantId,
      customerId: input.customerId,
      lastMessageAt: write.now,
      createdAt: write.now,
    })
    .onConflictDoNothing({ target: [conversations.merchantId, conversations.customerId] })
    .returning();
  if (made) {
    write.record({
      scope: made.merchantId,
      action: 'open',
      objectType: 'conversation',
      objectId: made.id,
      before: null,
      after: { customerId: made.customerId, ...pick(made, TRAIL_FIELDS) },
    });
    return made.id;
  }
  const [found] = await write.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.merchantId, input.merchantId),
        eq(conversations.customerId, input.customerId),
      ),
    );
  return found!.id;
}

/**
 * A staff member moves the status (CONVERSATION_MOVES, from the status as read): snooze until
 * a future time or (null) the customer's next message, resolve (which ends the wait for a
 * reply), reopen. 1004 `error.stateChanged` for a move the status does not allow.
 */
export async function moveConversation(
  write: Write,
  scope: StaffScope,
  id: number,
  input: { move: ConversationMove; snoozeUntil?: Date | null },
): Promise<ConversationSummary> {
  const until = input.snoozeUntil ?? null;
  if (input.move === 'snooze' && until && until <= write.now) {
    throw fieldError('snoozeUntil', 'validation.invalid');
  }
  const current = await lockConversation(write.tx, id, ofMerchant(scope.merchantId));
  if (!conversationMayMove(input.move, statusAt(current, write.now))) {
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  }
  const to = CONVERSATION_MOVES[input.move].to;
  const [moved] = await write.tx
    .update(conversations)
    .set({
      status: to,
      snoozedUntil: to === 'snoozed' ? until : null,
      // Resolving ends the wait, and the next one is for a first answer again.
      ...(to === 'resolved'
        ? {
            awaitingSince: null,
            resolvedCount: sql`${conversations.resolvedCount} + 1`,
            queuedAt: null,
            replied: false,
            responseKind: null,
            responseDueAt: null,
          }
        : {}),
    })
    .where(eq(conversations.id, id))
    .returning();
  if (to === 'resolved' && current.awaitingSince !== null) {
    await endWait(write.tx, id, write.now, 'resolve');
  }
  // docs/chat.md "Satisfaction": each resolution asks its customer once.
  if (to === 'resolved') await askRating(write, moved!, moved!.assigneeId ?? scope.userId);
  recordChange(write, input.move, current, moved!);
  return announce(write, scope, id);
}

/** Assigns to a member (the caller checked they hold chat:reply), or unassigns (null). */
export async function assignConversation(
  write: Write,
  scope: StaffScope,
  id: number,
  assigneeId: number | null,
): Promise<ConversationSummary> {
  const current = await lockConversation(write.tx, id, ofMerchant(scope.merchantId));
  // Assigned already: nothing changes, nothing is recorded or announced.
  if (current.assigneeId === assigneeId) return getConversation(write.tx, scope, id);
  // A member's choice takes the conversation out of the queue (docs/chat.md "Assignment").
  const [assigned] = await write.tx
    .update(conversations)
    .set({ assigneeId, queuedAt: null })
    .where(eq(conversations.id, id))
    .returning();
  recordChange(write, assigneeId === null ? 'unassign' : 'assign', current, assigned!);
  return announce(write, scope, id);
}

/**
 * Auto-assignment gives a queued conversation to a member (docs/chat.md "Assignment"): only one
 * still queued and unassigned, locked here (a send holding its row is skipped, not waited for:
 * that send drains the queue itself). Entry `autoAssign`; the chat room hears of it. Answers
 * whether it was assigned.
 */
export async function autoAssign(
  write: Write,
  merchantId: number,
  id: number,
  assigneeId: number,
): Promise<boolean> {
  const [current] = await write.tx
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        ofMerchant(merchantId),
        isNotNull(conversations.queuedAt),
        isNull(conversations.assigneeId),
      ),
    )
    .for('update', { skipLocked: true });
  if (!current) return false;
  const [assigned] = await write.tx
    .update(conversations)
    .set({ assigneeId, queuedAt: null })
    .where(eq(conversations.id, id))
    .returning();
  recordChange(write, 'autoAssign', current, assigned!);
  await announce(write, { merchantId, userId: assigneeId }, id);
  return true;
}

/**
 * Puts the merchant's conversations back in the queue: the given members' (they went offline,
 * docs/chat.md "Assignment") or, with `members` null, the unassigned ones (auto-assignment was
 * turned on). Only conversations whose customer waits; each keeps its place by when the wait
 * started. Entry `return` for a member's; the chat room hears of each. Answers how many.
 */
export async function queueWaiting(
  write: Write,
  merchantId: number,
  members: readonly number[] | null,
): Promise<number> {
  if (members !== null && members.length === 0) return 0;
  const rows = await write.tx
    .select()
    .from(conversations)
    .where(
      and(
        ofMerchant(merchantId),
        isNotNull(conversations.awaitingSince),
        isNull(conversations.queuedAt),
        ne(conversations.status, 'resolved'),
        members === null
          ? isNull(conversations.assigneeId)
          : inArray(conversations.assigneeId, [...members]),
      ),
    )
    .for('update', { skipLocked: true });
  for (const row of rows) {
    const [queued] = await write.tx
      .update(conversations)
      .set({ assigneeId: null, queuedAt: row.awaitingSince })
      .where(eq(conversations.id, row.id))
      .returning();
    if (members !== null) {
      recordChange(write, 'return', row, queued!);
      await announce(write, { merchantId, userId: row.assigneeId! }, row.id);
    }
  }
  return rows.length;
}

/** Auto-assignment was turned off: the queue empties, its conversations stay unassigned. */
export async function emptyQueue(write: Write, merchantId: number) {
  await write.tx
    .update(conversations)
    .set({ queuedAt: null })
    .where(and(ofMerchant(merchantId), isNotNull(conversations.queuedAt)));
}

/**
 * A message was written with `seq` in the locked conversation (the message door): its last
 * seq and time move. A customer's message starts the wait for a reply (with its deadline,
 * docs/chat.md "Response targets") and reopens a snoozed or resolved conversation (entry
 * `reopen`, the customer as actor); a staff message ends the wait.
 */
export async function advanceConversation(
  write: Write,
  current: ConversationRow,
  message: { seq: number; sender: ChatSender },
) {
  const fromCustomer = message.sender === 'customer';
  const waitStarts = fromCustomer && current.awaitingSince === null;
  const kind = current.replied ? ('next' as const) : ('first' as const);
  const rules = waitStarts ? await loadWaitRules(write.tx, current.merchantId) : null;
  const due = rules ? dueOf(rules.targets, kind, write.now) : null;
  // docs/chat.md "Assignment": an unassigned conversation that starts to wait joins the queue.
  const queues =
    rules !== null && rules.assigning && current.assigneeId === null && current.queuedAt === null;
  const [advanced] = await write.tx
    .update(conversations)
    .set({
      lastSeq: message.seq,
      lastMessageAt: write.now,
      // Who writes has received and read everything before their message.
      ...(fromCustomer
        ? {
            lastCustomerSeq: message.seq,
            customerReadSeq: message.seq,
            customerDeliveredSeq: message.seq,
            awaitingSince: current.awaitingSince ?? write.now,
            status: 'open' as const,
            snoozedUntil: null,
            ...(waitStarts
              ? { responseKind: kind, responseDueAt: due, responseWarned: false }
              : {}),
            ...(queues ? { queuedAt: write.now } : {}),
          }
        : {
            awaitingSince: null,
            staffReadSeq: message.seq,
            staffDeliveredSeq: message.seq,
            replied: true,
            responseKind: null,
            responseDueAt: null,
          }),
    })
    .where(eq(conversations.id, current.id))
    .returning();
  if (waitStarts) {
    await startWait(write.tx, {
      conversationId: current.id,
      merchantId: current.merchantId,
      kind,
      startedAt: write.now,
      dueAt: due,
    });
  } else if (!fromCustomer && current.awaitingSince !== null) {
    await endWait(write.tx, current.id, write.now, 'reply');
  }
  if (fromCustomer && conversationMayMove('reopen', statusAt(current, write.now))) {
    recordChange(write, 'reopen', current, advanced!);
  }
  return advanced!;
}

/** One side's receipt of a conversation row: how far it received and read the other's messages. */
export function receiptOf(row: ConversationRow, by: ChatSender): ChatReceipt {
  return by === 'customer'
    ? { deliveredSeq: row.customerDeliveredSeq, readSeq: row.customerReadSeq }
    : { deliveredSeq: row.staffDeliveredSeq, readSeq: row.staffReadSeq };
}

/**
 * `by` (the customer, or one of the merchant's members) received (`deliveredSeq`) or read
 * (`readSeq`) the conversation this far: each mark only grows, never past the last seq, and a
 * read is a delivery. When one moved, the other side hears the new receipt after commit (the
 * customer's goes to the merchant's chat room, the staff's to the customer). Receipts are
 * bookkeeping, no change of the merchant's data: no trail entry (docs/chat.md "Trail"). 1002 when
 * the conversation is not the caller's (`owned`).
 */
export async function moveReceipt(
  write: Write,
  id: number,
  owned: SQL,
  move: { by: ChatSender; deliveredSeq: number; readSeq?: number },
): Promise<ChatReceipt> {
  const current = await lockConversation(write.tx, id, owned);
  const was = receiptOf(current, move.by);
  const readSeq = Math.max(was.readSeq, Math.min(move.readSeq ?? 0, current.lastSeq));
  const deliveredSeq = Math.max(
    was.deliveredSeq,
    readSeq,
    Math.min(move.deliveredSeq, current.lastSeq),
  );
  if (deliveredSeq === was.deliveredSeq && readSeq === was.readSeq) return was;
  await write.tx
    .update(conversations)
    .set(
      move.by === 'customer'
        ? { customerDeliveredSeq: deliveredSeq, customerReadSeq: readSeq }
        : { staffDeliveredSeq: deliveredSeq, staffReadSeq: readSeq },
    )
    .where(eq(conversations.id, id));
  const receipt = { deliveredSeq, readSeq };
  const push: ChatReceiptPush = {
    merchantId: current.merchantId,
    conversationId: id,
    by: move.by,
    receipt,
  };
  write.send(
    move.by === 'customer'
      ? {
          to: 'room',
          room: 'chat',
          merchantId: current.merchantId,
          event: CHAT_RECEIPT_EVENT,
          payload: push,
        }
      : {
          to: 'customer',
          customerId: current.customerId,
          event: CHAT_RECEIPT_EVENT,
          payload: push,
        },
  );
  return receipt;
}

/** The customer read the staff's messages up to `seq` (moveReceipt: never backwards). */
export async function markCustomerRead(write: Write, customerId: number, id: number, seq: number) {
  await moveReceipt(write, id, eq(conversations.customerId, customerId), {
    by: 'customer',
    deliveredSeq: seq,
    readSeq: seq,
  });
}

/**
 * The targets changed: every waiting conversation of the merchant gets its deadline from the new
 * targets, counted from when its wait started; answered waits keep theirs (docs/chat.md
 * "Response targets"). The inboxes re-read them on the targets' event.
 */
export async function redueWaiting(write: Write, merchantId: number, targets: ChatTargets) {
  const waiting = await write.tx
    .select({
      id: conversations.id,
      kind: conversations.responseKind,
      since: conversations.awaitingSince,
    })
    .from(conversations)
    .where(and(eq(conversations.merchantId, merchantId), isNotNull(conversations.awaitingSince)))
    .for('update');
  for (const row of waiting) {
    const kind = row.kind ?? 'first';
    const due = dueOf(targets, kind, row.since!);
    await write.tx
      .update(conversations)
      .set({ responseKind: kind, responseDueAt: due, responseWarned: false })
      .where(eq(conversations.id, row.id));
    await redueWait(write.tx, row.id, due);
  }
  return waiting.length;
}

/**
 * The members are told once that a wait's target is about to be missed (the response watch):
 * only while the conversation still waits with that deadline and was not told yet, so several
 * nodes watching at once tell it once. Bookkeeping, no trail entry; `chat:dueSoon` goes to the
 * merchant's chat room after commit. Answers whether this call told it.
 */
export async function warnDueSoon(
  write: Write,
  id: number,
  input: { dueAt: Date; customer: string },
): Promise<boolean> {
  const [warned] = await write.tx
    .update(conversations)
    .set({ responseWarned: true })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.responseWarned, false),
        eq(conversations.responseDueAt, input.dueAt),
        isNotNull(conversations.awaitingSince),
      ),
    )
    .returning({ merchantId: conversations.merchantId, assigneeId: conversations.assigneeId });
  if (!warned) return false;
  const push: ChatDueSoonPush = {
    merchantId: warned.merchantId,
    conversationId: id,
    customer: input.customer,
    dueAt: input.dueAt.toISOString(),
    assigneeId: warned.assigneeId,
  };
  write.send({
    to: 'room',
    room: 'chat',
    merchantId: warned.merchantId,
    event: CHAT_DUE_SOON_EVENT,
    payload: push,
  });
  return true;
}
