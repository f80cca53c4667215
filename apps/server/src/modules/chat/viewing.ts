import type { FastifyInstance } from 'fastify';
import {
  CHAT_VIEWING_EVENT,
  chatViewingSignal,
  type ChatViewingPush,
} from '@console/contract/chat-realtime';
import { findReplyingMember } from './replying-member.ts';

/** The hub's gap holds a faster signal and sends the latest after it: the last state wins. */
const KEEP_LAST = { keepLast: true };

/**
 * "Who else has it open" (docs/chat.md "Viewing and typing"): a signal
 * `{ conversationId, viewing }` from a member who may reply in the conversation reaches the
 * merchant's chat room at once, on every node; anything else is dropped. No write, no trail
 * (docs/server.md "Doors"). A socket that goes away without saying `viewing: false` is left to the
 * others' clients, which drop a mark not renewed within CHAT_VIEWING_TTL_MS.
 */
export function registerViewing(app: FastifyInstance) {
  app.realtime.onStaffEvent(
    CHAT_VIEWING_EVENT,
    async (userId, payload) => {
      const signal = chatViewingSignal.safeParse(payload);
      if (!signal.success) return;
      const { conversationId, viewing } = signal.data;
      const member = await findReplyingMember(app.db, userId, conversationId);
      if (!member) return;
      const push: ChatViewingPush = { conversationId, userId, name: member.name, viewing };
      await app.realtime.deliver([
        {
          to: 'room',
          room: 'chat',
          merchantId: member.merchantId,
          event: CHAT_VIEWING_EVENT,
          payload: push,
        },
      ]);
    },
    KEEP_LAST,
  );
}
