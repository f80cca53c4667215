import { and, eq, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatCard, ChatMessageKind, ChatSender } from '@console/contract/chat';
import {
  CHAT_MESSAGE_EVENT,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import type { Db } from '../../db/client.ts';
import { chatMessages, conversations, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import type { Write } from '../../write/writer.ts';
import { claimUploads } from '../uploads/index.ts';
import { advanceConversation, lockConversationWith, receiptOf } from './conversation-door.ts';
import { readUpTo } from './conversation-reads.ts';
import { quickReplyShowsImage } from './quick-reply-images.ts';
import { loadBothViews, loadSummary, selectMessages } from './conversation-store.ts';
import { messageFields, toMessage } from './conversation-view.ts';

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
};

const ownedBy = (writer: Writer) =>
  writer.sender === 'staff'
    ? eq(conversations.merchantId, writer.merchantId)
    : eq(conversations.customerId, writer.customerId);

async function findByClientId(db: Db, conversationId: number, clientId: string) {
  const [row] = await selectMessages(db).where(
    and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)),
  );
  return row ? toMessage(row) : undefined;
}

/**
 * How many of the customer's last CUSTOMER_SEND_LIMIT messages in each of their conversations
 * were sent in the last window, read with the send's lock (docs/chat.md "Safety"): at the limit
 * when it reaches it. Each conversation is read backwards from its newest message and stops at
 * the limit's count, so a long conversation costs no more than a short one.
 */
const recentCustomerSends = (customerId: number, now: Date) => {
  const since = new Date(now.getTime() - CUSTOMER_SEND_WINDOW_MS).toISOString();
  return sql<number>`(select count(*)::int from ${conversations} c cross join lateral (
    select m.created_at from ${chatMessages} m
    where m.conversation_id = c.id and m.sender = 'customer'
    order by m.seq desc limit ${CUSTOMER_SEND_LIMIT}) recent
    where c.customer_id = ${customerId} and recent.created_at > ${since}::timestamptz)`.mapWith(
    Number,
  );
};

/**
 * A staff message may send an image one of its merchant's quick replies shows, whoever uploaded
 * it: it stays bound to the quick reply (not claimed for the conversation), and the message
 * showing it makes it the conversation's customer's to read (docs/chat.md "Quick replies").
 */
const sendsQuickReplyImage = async (
  tx: Db,
  writer: Writer,
  conversation: { merchantId: number },
  imageId: number,
) =>
  writer.sender === 'staff' && (await quickReplyShowsImage(tx, conversation.merchantId, imageId));

/**
 * The one door of `chat_messages` (docs/server.md "Doors"): writes one message. The
 * conversation row is locked and its `last_seq` raised in the write's transaction (the
 * conversation's door), so concurrent sends get consecutive sequences and a rollback leaves no
 * gap. A client id already used in this conversation answers the first message (`created`
 * false) and writes, records and sends nothing. A customer's message reopens a snoozed or
 * resolved conversation and starts the wait for a reply; a staff message ends it and counts as
 * read by its writer. An image is claimed for the conversation, unless it is one of the
 * merchant's quick replies' images a staff member sends. Entry `send` (object `message`,
 * its text cut, docs/chat.md "Trail"); after commit the merchant's chat room gets the message
 * with the conversation as it now is, the customer the message (docs/chat.md "Sequence").
 */
export async function writeMessage(write: Write, writer: Writer, input: NewMessage) {
  const { tx } = write;
  const { row: conversation, extra: recent } = await lockConversationWith(
    tx,
    input.conversationId,
    ownedBy(writer),
    writer.sender === 'customer'
      ? recentCustomerSends(writer.customerId, write.now)
      : sql<number>`0`.mapWith(Number),
  );
  // A customer at the limit is refused (1005), but a retry of what was written is answered.
  if (recent >= CUSTOMER_SEND_LIMIT) {
    const earlier = await findByClientId(tx, conversation.id, input.clientId);
    if (!earlier) {
      throw new AppError(apiCodes.tooManyAttempts, 'chat.tooFast', {
        retryAfterSeconds: CUSTOMER_SEND_WINDOW_MS / 1000,
      });
    }
    return {
      message: earlier,
      created: false,
      summary: null,
      customerView: null,
      queuedIn: null,
      merchantId: conversation.merchantId,
    };
  }
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
      createdAt: write.now,
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
    return {
      message: earlier,
      created: false,
      summary: null,
      customerView: null,
      queuedIn: null,
      merchantId: conversation.merchantId,
    };
  }
  if (
    input.imageId !== null &&
    !(await sendsQuickReplyImage(tx, writer, conversation, input.imageId))
  ) {
    // The writer's own upload, attached to nothing but this conversation (docs/api.md
    // "Uploads"): an image sent twice here keeps its readers; elsewhere it is refused.
    await claimUploads(tx, [input.imageId], {
      owner:
        writer.sender === 'staff' ? { userId: writer.staffId } : { customerId: writer.customerId },
      kind: 'chat',
      objectId: conversation.id,
      merchantId: conversation.merchantId,
      field: 'imageId',
      message: 'error.notFound',
    });
  }
  const advanced = await advanceConversation(write, conversation, { seq, sender: writer.sender });
  if (writer.sender === 'staff') await readUpTo(tx, conversation.id, writer.staffId, seq);
  const message = toMessage(row);
  write.record({
    scope: conversation.merchantId,
    action: 'send',
    objectType: 'message',
    objectId: message.id,
    before: null,
    after: {
      conversationId: conversation.id,
      seq,
      kind: message.kind,
      text: trailText(message.text),
      imageId: message.imageId,
      refId: message.card?.id ?? null,
    },
  });
  // A customer's send answers with their view of the conversation: read with the push's.
  const views =
    writer.sender === 'customer'
      ? await loadBothViews(tx, { id: conversation.id, now: write.now })
      : undefined;
  const summary =
    views?.summary ??
    (await loadSummary(tx, { id: conversation.id, now: write.now, viewerId: null }));
  const { unread: _unread, ...shared } = summary!;
  const staffPush: StaffChatMessagePush = {
    merchantId: conversation.merchantId,
    message,
    conversation: shared,
  };
  const customerPush: CustomerChatMessagePush = {
    conversationId: conversation.id,
    message,
    receipt: receiptOf(advanced, 'staff'),
  };
  write.send({
    to: 'room',
    room: 'chat',
    merchantId: conversation.merchantId,
    event: CHAT_MESSAGE_EVENT,
    payload: staffPush,
  });
  write.send({
    to: 'customer',
    customerId: conversation.customerId,
    event: CHAT_MESSAGE_EVENT,
    payload: customerPush,
  });
  // docs/chat.md "Assignment": a conversation that joined the queue is given out after commit.
  const queuedIn =
    advanced.queuedAt !== null && conversation.queuedAt === null ? conversation.merchantId : null;
  return {
    message,
    created: true,
    summary: shared,
    customerView: views?.customer ?? null,
    queuedIn,
    merchantId: conversation.merchantId,
  };
}
