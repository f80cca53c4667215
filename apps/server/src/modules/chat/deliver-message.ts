import {
  type ChatCard,
  type ChatMessage,
  type ConversationSummary,
  type StaffSendBody,
} from '@console/contract/chat';
import {
  CHAT_MESSAGE_EVENT,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import { type CustomerSendBody } from '@console/contract/chat-storefront';
import type { Db } from '../../db/client.ts';
import { getCustomerConversation } from './customer-chat.ts';
import { loadCustomerConversation, loadSummary } from './conversation-store.ts';
import {
  assertCustomerMaySend,
  findSent,
  writeMessage,
  type NewMessage,
  type Writer,
} from './send-message.ts';
import { cardOf } from './customer-context.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// Delivering a message: written once (send-message.ts, docs/chat.md "Sequence"), then pushed
// to the staff and the customer after its commit.

/** Where a new message is announced: the merchant's chat room and the customer's sockets. */
export type ChatNotifier = {
  toChat(merchantId: number, event: string, payload: unknown): void;
  toCustomer(customerId: number, event: string, payload: unknown): void;
};

type SendBody = Pick<StaffSendBody, 'clientId' | 'kind' | 'text'> & {
  imageId?: number;
  refId?: number;
};

/**
 * Pushes a message just written, after its commit, to both sides: the staff get the
 * conversation as it now is (without anyone's unread), the customer the message.
 */
function announce(notify: ChatNotifier, message: ChatMessage, summary: ConversationSummary) {
  const { unread: _unread, ...shared } = summary;
  const staffPush: StaffChatMessagePush = {
    merchantId: summary.merchantId,
    message,
    conversation: shared,
  };
  notify.toChat(summary.merchantId, CHAT_MESSAGE_EVENT, staffPush);
  const customerPush: CustomerChatMessagePush = { conversationId: message.conversationId, message };
  notify.toCustomer(summary.customer.id, CHAT_MESSAGE_EVENT, customerPush);
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

/**
 * A staff member sends (text, their own uploaded image, or an order / activity card). The
 * conversation's ownership is checked under the write's lock; a retried client id answers the
 * first message. Round trips: the write's five, one read of the conversation for the answer
 * and the push, and one more for an image or a card.
 */
export async function staffSend(
  db: Db,
  notify: ChatNotifier,
  scope: StaffScope,
  conversationId: number,
  body: SendBody,
) {
  const writer: Writer = { sender: 'staff', merchantId: scope.merchantId, staffId: scope.userId };
  let card: ChatCard | null = null;
  if (body.kind === 'order' || body.kind === 'activity') {
    const conversation = await getConversation(db, scope, conversationId);
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
  const conversation = await getConversation(db, scope, conversationId);
  if (created) announce(notify, message, conversation);
  return { message, conversation };
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
  try {
    await assertCustomerMaySend(db, customerId, now);
  } catch (error) {
    // A retry of a message already written is answered even at the limit.
    const earlier = await findSent(db, writer, conversationId, body.clientId);
    if (!earlier) throw error;
    return {
      message: earlier,
      conversation: await getCustomerConversation(db, customerId, conversationId),
    };
  }
  const { message, created } = await writeMessage(
    db,
    writer,
    newMessage(conversationId, body, null, now),
  );
  const [summary, conversation] = await Promise.all([
    created ? loadSummary(db, { id: conversationId, now, viewerId: null }) : undefined,
    loadCustomerConversation(db, conversationId),
  ]);
  if (summary) announce(notify, message, summary);
  return { message, conversation: conversation! };
}
