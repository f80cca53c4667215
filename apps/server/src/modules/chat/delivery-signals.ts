import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CHAT_DELIVERED_EVENT,
  chatDeliveredSignal,
  type ChatDeliveredSignal,
} from '@console/contract/chat-realtime';
import { hasPermission } from '@console/contract/roles';
import { conversations } from '../../db/schema.ts';
import { findActiveMembership } from '../../identity/index.ts';
import type { Origin } from '../../write/origin.ts';
import { moveReceipt } from './conversation-door.ts';
import { conversationOwners } from './conversation-store.ts';

// Delivered (docs/chat.md "Delivery states"): a device that holds a conversation's messages up to
// a seq — pushed or read by a catch-up — says so on its socket; the conversation's door moves its
// side's receipt and the other side hears it. A socket carries no request: the origin names the
// actor only.

const socketOrigin = (actor: Origin['actor']): Origin => ({
  actor,
  ip: null,
  userAgent: null,
  requestId: null,
});

/** A mark held back by the hub's gap is sent later, not lost (the latest covers earlier ones). */
const KEEP_LAST = { keepLast: true };

/** A signal that is not well formed, or not about the sender's conversation, is dropped. */
export function registerDeliverySignals(app: FastifyInstance) {
  const receive = async (origin: Origin, signal: ChatDeliveredSignal, by: 'customer' | 'staff') => {
    const owned =
      origin.actor.type === 'customer'
        ? eq(conversations.customerId, origin.actor.customerId)
        : eq(conversations.id, signal.conversationId);
    await app
      .write(origin, (write) =>
        moveReceipt(write, signal.conversationId, owned, { by, deliveredSeq: signal.seq }),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'chat delivered signal dropped'));
  };

  app.realtime.onStaffEvent(
    CHAT_DELIVERED_EVENT,
    async (userId, payload) => {
      const signal = chatDeliveredSignal.safeParse(payload);
      if (!signal.success) return;
      const owners = await conversationOwners(app.db, signal.data.conversationId);
      if (!owners) return;
      const membership = await findActiveMembership(app.db, userId, owners.merchantId);
      if (!membership || !hasPermission(membership, 'chat:reply')) return;
      await receive(socketOrigin({ type: 'member', userId }), signal.data, 'staff');
    },
    KEEP_LAST,
  );

  app.realtime.onCustomerEvent(
    CHAT_DELIVERED_EVENT,
    async (customerId, payload) => {
      const signal = chatDeliveredSignal.safeParse(payload);
      if (!signal.success) return;
      await receive(socketOrigin({ type: 'customer', customerId }), signal.data, 'customer');
    },
    KEEP_LAST,
  );
}
