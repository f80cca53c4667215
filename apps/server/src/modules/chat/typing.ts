import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CHAT_TYPING_EVENT,
  chatTypingSignal,
  type ChatTypingPush,
} from '@console/contract/chat-realtime';
import { customers } from '../../db/schema.ts';
import { customerLabel } from './conversation-view.ts';
import { conversationOwners } from './conversation-store.ts';
import { findReplyingMember } from './replying-member.ts';
import type { Outgoing } from '../../write/outgoing.ts';

/** A typing signal is no write: it goes to the hub at once (docs/server.md "Doors"). */
const toChatRoom = (merchantId: number, push: ChatTypingPush): Outgoing => ({
  to: 'room',
  room: 'chat',
  merchantId,
  event: CHAT_TYPING_EVENT,
  payload: push,
});

/**
 * "Who is typing" (docs/realtime.md "Events"): a signal `{ conversationId }` from a staff socket
 * reaches the merchant's chat room and the customer; one from the customer's socket reaches the
 * chat room. Only someone who may write in the conversation is relayed; anything else is dropped.
 */
export function registerTyping(app: FastifyInstance) {
  app.realtime.onStaffEvent(CHAT_TYPING_EVENT, async (userId, payload) => {
    const signal = chatTypingSignal.safeParse(payload);
    if (!signal.success) return;
    const member = await findReplyingMember(app.db, userId, signal.data.conversationId);
    if (!member) return;
    const push: ChatTypingPush = {
      conversationId: signal.data.conversationId,
      sender: 'staff',
      name: member.name,
      userId,
    };
    void app.realtime.deliver([
      toChatRoom(member.merchantId, push),
      { to: 'customer', customerId: member.customerId, event: CHAT_TYPING_EVENT, payload: push },
    ]);
  });

  app.realtime.onCustomerEvent(CHAT_TYPING_EVENT, async (customerId, payload) => {
    const signal = chatTypingSignal.safeParse(payload);
    if (!signal.success) return;
    const owners = await conversationOwners(app.db, signal.data.conversationId);
    if (!owners || owners.customerId !== customerId) return;
    const [customer] = await app.db
      .select({ name: customers.name, mobile: customers.mobile })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) return;
    const push: ChatTypingPush = {
      conversationId: signal.data.conversationId,
      sender: 'customer',
      name: customerLabel(customer).name,
      userId: null,
    };
    void app.realtime.deliver([toChatRoom(owners.merchantId, push)]);
  });
}
