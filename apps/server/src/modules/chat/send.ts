import { eq } from 'drizzle-orm';
import {
  CHAT_MESSAGE_EVENT,
  type ChatCard,
  type ChatMessage,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
  type StaffSendBody,
  type CustomerSendBody,
} from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { customerUploads, ownUploads } from '../uploads/index.ts';
import { getCustomerConversation } from './customer-chat.ts';
import { loadSummary } from './conversation-view.ts';
import {
  assertCustomerMaySend,
  findSent,
  writeMessage,
  type NewMessage,
  type Writer,
} from './send-message.ts';
import { cardOf } from './customer-context.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

/** Where a new message is announced: the merchant's chat room and the customer's sockets. */
export type ChatNotifier = {
  toChat(merchantId: number, event: string, payload: unknown): void;
  toCustomer(customerId: number, event: string, payload: unknown): void;
};

type SendBody = Pick<StaffSendBody, 'clientId' | 'kind' | 'text'> & {
  imageId?: number;
  refId?: number;
};

/** Pushes a message just written, after its commit, to both sides. */
async function announce(db: Db, notify: ChatNotifier, message: ChatMessage, now: Date) {
  const conversation = await loadSummary(db, { id: message.conversationId, now, viewerId: null });
  if (!conversation) return;
  const { unread: _unread, ...shared } = conversation;
  const staffPush: StaffChatMessagePush = {
    merchantId: conversation.merchantId,
    message,
    conversation: shared,
  };
  notify.toChat(conversation.merchantId, CHAT_MESSAGE_EVENT, staffPush);
  const customerPush: CustomerChatMessagePush = { conversationId: message.conversationId, message };
  notify.toCustomer(conversation.customer.id, CHAT_MESSAGE_EVENT, customerPush);
}

async function checkImage(owned: Promise<unknown[]>) {
  if ((await owned).length === 0) throw fieldError('imageId', 'error.notFound');
}

function newMessage(
  conversationId: number,
  body: SendBody,
  card: ChatCard | null,
  now: Date,
): NewMessage {
  return {
    conversationId,
    clientId: body.clientId,
    kind: body.kind,
    text: body.kind === 'text' ? (body.text ?? '') : '',
    imageId: body.kind === 'image' ? (body.imageId ?? null) : null,
    card,
    now,
  };
}

/** A staff member sends (text, their own uploaded image, or an order / activity card). */
export async function staffSend(
  db: Db,
  notify: ChatNotifier,
  scope: StaffScope,
  conversationId: number,
  body: SendBody,
) {
  const writer: Writer = {
    sender: 'staff',
    merchantId: scope.merchantId,
    staffId: scope.userId,
  };
  // A retry answers the first message before anything else is checked or written again.
  const earlier = await findSent(db, writer, conversationId, body.clientId);
  if (earlier) {
    return { message: earlier, conversation: await getConversation(db, scope, conversationId) };
  }
  const conversation = await getConversation(db, scope, conversationId);
  let card: ChatCard | null = null;
  if (body.kind === 'image') await checkImage(ownUploads(db, scope.userId, [body.imageId!]));
  if (body.kind === 'order' || body.kind === 'activity') {
    card = await cardOf(db, {
      merchantId: scope.merchantId,
      customerId: conversation.customer.id,
      kind: body.kind,
      refId: body.refId!,
    });
  }
  const { message, created } = await writeMessage(
    db,
    writer,
    newMessage(conversationId, body, card, scope.now),
  );
  if (created) await announce(db, notify, message, scope.now);
  return { message, conversation: await getConversation(db, scope, conversationId) };
}

/** A customer sends text or an image of their own, within the rate limit. */
export async function customerSend(
  db: Db,
  notify: ChatNotifier,
  input: { customerId: number; conversationId: number; body: CustomerSendBody; now: Date },
) {
  const { customerId, conversationId, now } = input;
  const body = input.body as SendBody;
  const writer: Writer = { sender: 'customer', customerId };
  const earlier = await findSent(db, writer, conversationId, body.clientId);
  if (!earlier) {
    await assertCustomerMaySend(db, customerId, now);
    if (body.kind === 'image') await checkImage(customerUploads(db, customerId, [body.imageId!]));
    const { message, created } = await writeMessage(
      db,
      writer,
      newMessage(conversationId, body, null, now),
    );
    if (created) await announce(db, notify, message, now);
    return { message, conversation: await getCustomerConversation(db, customerId, conversationId) };
  }
  return {
    message: earlier,
    conversation: await getCustomerConversation(db, customerId, conversationId),
  };
}

/** The merchant of a conversation, for the realtime checks of typing signals. */
export async function conversationOwners(db: Db, id: number) {
  const [row] = await db
    .select({ merchantId: conversations.merchantId, customerId: conversations.customerId })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
}
