import type { FastifyInstance } from 'fastify';
import type { ChatNotifier } from './deliver-message.ts';

/** Where the staff's and the customer's routes announce new messages: the realtime hub. */
export const chatNotifier = (app: FastifyInstance): ChatNotifier => ({
  toChat: (merchantId, event, payload) => app.realtime.emitToChat(merchantId, event, payload),
  toCustomer: (customerId, event, payload) =>
    app.realtime.emitToCustomer(customerId, event, payload),
});
