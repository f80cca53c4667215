import { type ChatCard, type StaffSendBody } from '@console/contract/chat';
import { type CustomerSendBody } from '@console/contract/chat-storefront';
import type { Db } from '../../db/client.ts';
import type { Metrics } from '../../http/metrics.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer as RunWrite } from '../../write/writer.ts';
import type { ChatQueue } from './assignment-watch.ts';
import { loadCustomerConversation } from './conversation-store.ts';
import { writeMessage, type NewMessage, type Writer } from './send-message.ts';
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
  /**
   * Gives out a queue a send filled (docs/chat.md "Assignment"), and tells who asked when a
   * customer writes while nobody is online ("Nobody there").
   */
  queue: Pick<ChatQueue, 'drainSoon' | 'customerWrote'>;
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
 * Writes one message through its door, and reads what the sender is answered in the same
 * transaction (one transaction per send, docs/chat.md "Sequence"); once committed, a new one (not
 * a retried client id) is counted by its sender's side, and a queue it filled is given out.
 */
async function sendMessage<T>(
  { write, metrics, queue }: ChatServices,
  origin: Origin,
  writer: Writer,
  message: NewMessage,
  answer: (tx: Db, sent: Awaited<ReturnType<typeof writeMessage>>) => Promise<T>,
) {
  const sent = await write(origin, async (w) => {
    const written = await writeMessage(w, writer, message);
    return { ...written, conversation: await answer(w.tx, written) };
  });
  if (sent.created) metrics.chatMessagesSent.inc({ sender: writer.sender });
  // The conversation joined the queue: it is given out after the send, in a run of its own.
  if (sent.queuedIn !== null) queue.drainSoon(sent.queuedIn);
  if (sent.created && writer.sender === 'customer') {
    queue.customerWrote({
      merchantId: sent.merchantId,
      conversationId: message.conversationId,
      customerId: writer.customerId,
      text: sent.message.kind === 'text' ? sent.message.text : '',
    });
  }
  return { message: sent.message, conversation: sent.conversation };
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
  // The sender has read up to their own message: their unread is 0 (a retry reads it again).
  return sendMessage(
    services,
    scope.origin,
    writer,
    newMessage(conversationId, body, card),
    async (tx, sent) =>
      sent.summary ? { ...sent.summary, unread: 0 } : getConversation(tx, scope, conversationId),
  );
}

/** A customer sends text or an image of their own, within the rate limit (checked in the send). */
export async function customerSend(
  services: ChatServices,
  input: {
    customerId: number;
    conversationId: number;
    body: CustomerSendBody;
    origin: Origin;
  },
) {
  const { customerId, conversationId } = input;
  const body = input.body as SendBody;
  const writer: Writer = { sender: 'customer', customerId };
  return sendMessage(
    services,
    input.origin,
    writer,
    newMessage(conversationId, body, null),
    // Read with the push's summary in the send; a retried client id reads it here.
    async (tx, sent) => sent.customerView ?? (await loadCustomerConversation(tx, conversationId))!,
  );
}
