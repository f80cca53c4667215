import { type ChatCard, type StaffSendBody } from '@console/contract/chat';
import { type CustomerSendBody } from '@console/contract/chat-storefront';
import type { Db } from '../../db/client.ts';
import type { Metrics } from '../../http/metrics.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer as RunWrite } from '../../write/writer.ts';
import { getCustomerConversation } from './customer-chat.ts';
import { loadCustomerConversation } from './conversation-store.ts';
import {
  assertCustomerMaySend,
  findSent,
  writeMessage,
  type NewMessage,
  type Writer,
} from './send-message.ts';
import { cardOf } from './customer-context.ts';
import { getConversation, type StaffScope } from './staff-chat.ts';

// The two senders' actions: a staff member's (a card read first) and a customer's (the rate limit
// first); the message door (send-message.ts, docs/chat.md "Sequence") writes in the writer, which
// pushes the message to both sides after commit.

/**
 * What a send needs: reads, the writer its message door runs in (docs/server.md "Doors"), and
 * the count of messages sent (docs/operations.md "Metrics").
 */
export type ChatServices = {
  db: Db;
  write: RunWrite;
  metrics: Pick<Metrics, 'chatMessagesSent'>;
};

type SendBody = Pick<StaffSendBody, 'clientId' | 'kind' | 'text'> & {
  imageId?: number;
  refId?: number;
};

function newMessage(conversationId: number, body: SendBody, card: ChatCard | null): NewMessage {
  return {
    conversationId,
    clientId: body.clientId,
    kind: body.kind,
    text: body.kind === 'text' ? (body.text ?? '') : '',
    imageId: body.kind === 'image' ? (body.imageId ?? null) : null,
    card,
  };
}

/**
 * Writes one message through its door; once committed, a new one (not a retried client id) is
 * counted by its sender's side.
 */
async function sendMessage(
  { write, metrics }: ChatServices,
  origin: Origin,
  writer: Writer,
  message: NewMessage,
) {
  const sent = await write(origin, (w) => writeMessage(w, writer, message));
  if (sent.created) metrics.chatMessagesSent.inc({ sender: writer.sender });
  return sent.message;
}

/**
 * A staff member sends (text, their own uploaded image, or an order / activity card). The
 * conversation's ownership is checked under the write's lock; a retried client id answers the
 * first message. The message door pushes it after commit; the answer is the conversation as
 * the sender now sees it.
 */
export async function staffSend(
  services: ChatServices,
  scope: StaffScope & { origin: Origin },
  conversationId: number,
  body: SendBody,
) {
  const { db } = services;
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
  const message = await sendMessage(
    services,
    scope.origin,
    writer,
    newMessage(conversationId, body, card),
  );
  const conversation = await getConversation(db, scope, conversationId);
  return { message, conversation };
}

/** A customer sends text or an image of their own, within the rate limit. */
export async function customerSend(
  services: ChatServices,
  input: {
    customerId: number;
    conversationId: number;
    body: CustomerSendBody;
    now: Date;
    origin: Origin;
  },
) {
  const { db } = services;
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
  const message = await sendMessage(
    services,
    input.origin,
    writer,
    newMessage(conversationId, body, null),
  );
  const conversation = await loadCustomerConversation(db, conversationId);
  return { message, conversation: conversation! };
}
