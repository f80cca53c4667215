import { and, count, eq, gt, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatCard, ChatMessageKind, ChatSender } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { chatMessages, conversationReads, conversations, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { claimUploads } from '../uploads/index.ts';
import { messageFields, selectMessages, toMessage } from './conversation-view.ts';

// Every message exactly once, in order (docs/chat.md "Sequence").

/** Sending is rate-limited per customer: at most this many messages per window. */
const CUSTOMER_SEND_LIMIT = 20;
const CUSTOMER_SEND_WINDOW_MS = 10_000;

/** Who writes: the conversation must be theirs (a merchant's staff, or the customer). */
export type Writer =
  | { sender: Extract<ChatSender, 'staff'>; merchantId: number; staffId: number }
  | { sender: Extract<ChatSender, 'customer'>; customerId: number };

export type NewMessage = {
  conversationId: number;
  clientId: string;
  kind: ChatMessageKind;
  text: string;
  imageId: number | null;
  card: ChatCard | null;
  now: Date;
};

const ownedBy = (writer: Writer) =>
  writer.sender === 'staff'
    ? eq(conversations.merchantId, writer.merchantId)
    : eq(conversations.customerId, writer.customerId);

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

async function findByClientId(db: Db, conversationId: number, clientId: string) {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)),
  );
  return row ? toMessage(row) : undefined;
}

/** The first message written for this client id, if the conversation is the writer's. */
export async function findSent(db: Db, writer: Writer, conversationId: number, clientId: string) {
  const [owned] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), ownedBy(writer)));
  if (!owned) throw notFound();
  return findByClientId(db, conversationId, clientId);
}

/** 1005 when the customer sent CUSTOMER_SEND_LIMIT messages in the last window. */
export async function assertCustomerMaySend(db: Db, customerId: number, now: Date) {
  const since = new Date(now.getTime() - CUSTOMER_SEND_WINDOW_MS);
  const [row] = await db
    .select({ sent: count() })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(conversations.customerId, customerId),
        eq(chatMessages.sender, 'customer'),
        gt(chatMessages.createdAt, since),
      ),
    );
  if ((row?.sent ?? 0) >= CUSTOMER_SEND_LIMIT) {
    throw new AppError(apiCodes.tooManyAttempts, 'chat.tooFast', {
      retryAfterSeconds: CUSTOMER_SEND_WINDOW_MS / 1000,
    });
  }
}

/**
 * Writes one message: the conversation row is locked and its `last_seq` raised in the same
 * transaction, so concurrent sends get consecutive sequences and a rollback leaves no gap. A
 * client id already used in this conversation answers the first message (`created` false) and
 * raises nothing. A customer's message reopens a snoozed or resolved conversation and starts
 * the wait for a reply; a staff message ends it and counts as read by its writer. An image is
 * claimed for the conversation (one more round trip). Five round trips in all otherwise
 * (docs/chat.md "Sequence").
 */
export async function writeMessage(db: Db, writer: Writer, input: NewMessage) {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({
        id: conversations.id,
        merchantId: conversations.merchantId,
        lastSeq: conversations.lastSeq,
        awaitingSince: conversations.awaitingSince,
      })
      .from(conversations)
      .where(and(eq(conversations.id, input.conversationId), ownedBy(writer)))
      .for('update');
    if (!conversation) throw notFound();
    const seq = conversation.lastSeq + 1;
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        seq,
        sender: writer.sender,
        staffId: writer.sender === 'staff' ? writer.staffId : null,
        clientId: input.clientId,
        kind: input.kind,
        body: input.text,
        imageId: input.imageId,
        card: input.card ? JSON.stringify(input.card) : null,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.clientId] })
      .returning({
        ...messageFields,
        staffName: sql<
          string | null
        >`(select ${users.nickname} from ${users} where ${users.id} = ${chatMessages.staffId})`,
      });
    if (!row) {
      const earlier = await findByClientId(tx, conversation.id, input.clientId);
      if (!earlier) throw new Error('a conflicting client id without its message');
      return { message: earlier, created: false };
    }
    if (input.imageId !== null) {
      // The writer's own upload, attached to nothing but this conversation (docs/api.md
      // "Uploads"): an image sent twice here keeps its readers; elsewhere it is refused.
      await claimUploads(tx, [input.imageId], {
        owner:
          writer.sender === 'staff'
            ? { userId: writer.staffId }
            : { customerId: writer.customerId },
        kind: 'chat',
        objectId: conversation.id,
        merchantId: conversation.merchantId,
        field: 'imageId',
        message: 'error.notFound',
      });
    }
    const fromCustomer = writer.sender === 'customer';
    await tx
      .update(conversations)
      .set({
        lastSeq: seq,
        lastMessageAt: input.now,
        ...(fromCustomer
          ? {
              lastCustomerSeq: seq,
              customerReadSeq: seq,
              awaitingSince: conversation.awaitingSince ?? input.now,
              status: 'open' as const,
              snoozedUntil: null,
            }
          : { awaitingSince: null }),
      })
      .where(eq(conversations.id, conversation.id));
    if (writer.sender === 'staff') {
      await tx
        .insert(conversationReads)
        .values({ conversationId: conversation.id, userId: writer.staffId, seq })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { seq: sql`greatest(${conversationReads.seq}, excluded.seq)` },
        });
    }
    return { message: toMessage(row), created: true };
  });
}
