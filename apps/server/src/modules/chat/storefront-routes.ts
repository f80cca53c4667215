import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { chatMessagesContent, chatMessagesQuery, conversationParams } from '@console/contract/chat';
import {
  customerConversationContent,
  customerConversationsContent,
  customerConversationsQuery,
  customerReadBody,
  customerSendBody,
  customerSentContent,
  openConversationBody,
} from '@console/contract/chat-storefront';
import { ok } from '../../http/envelope.ts';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import {
  customerMarkRead,
  getCustomerConversation,
  listCustomerConversations,
  openConversation,
} from './customer-chat.ts';
import { customerSend, type ChatNotifier } from './send.ts';
import { readMessages } from './staff-chat.ts';

const customer = { customer: true } as const;

/** DESIGN §1 storefront API / docs/chat.md: a customer's conversations with merchants. */
export const customerChatRoutes: FastifyPluginAsyncZod<{ notify: ChatNotifier }> = async (
  app,
  { notify },
) => {
  app.get(
    '/conversations',
    {
      config: customer,
      schema: {
        summary: "The customer's conversations, latest activity first (keyset by last_id)",
        querystring: customerConversationsQuery,
        response: { 200: okEnvelope(customerConversationsContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, pageSize } = request.query;
      const { customerId } = requireCustomer(request);
      return ok(request, await listCustomerConversations(app.db, customerId, { lastId, pageSize }));
    },
  );

  app.post(
    '/conversations',
    {
      config: customer,
      schema: {
        summary: 'Open (or find) the conversation with a merchant',
        body: openConversationBody,
        response: { 200: okEnvelope(customerConversationContent) },
      },
    },
    async (request) => {
      const input = {
        customerId: requireCustomer(request).customerId,
        merchantId: request.body.merchantId,
        now: app.clock.now(),
      };
      return ok(request, { conversation: await openConversation(app.db, input) });
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: customer,
      schema: {
        summary: 'Messages in seq order: history upward by last_id, or catch-up after after_seq',
        params: conversationParams,
        querystring: chatMessagesQuery.omit({ merchants_id: true }),
        response: { 200: okEnvelope(chatMessagesContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, after_seq: afterSeq, pageSize } = request.query;
      await getCustomerConversation(app.db, requireCustomer(request).customerId, request.params.id);
      const page = await readMessages(app.db, request.params.id, { lastId, afterSeq, pageSize });
      return ok(request, page);
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: { ...customer, answers: [429] },
      schema: {
        summary: 'Send text or an image; a retried client id answers the first message, once',
        params: conversationParams,
        body: customerSendBody,
        response: { 200: okEnvelope(customerSentContent) },
      },
    },
    async (request) => {
      const input = {
        customerId: requireCustomer(request).customerId,
        conversationId: request.params.id,
        body: request.body,
        now: app.clock.now(),
      };
      return ok(request, await customerSend(app.db, notify, input));
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      config: customer,
      schema: {
        summary: "Mark the staff's messages read up to seq",
        params: conversationParams,
        body: customerReadBody,
        response: { 200: okEnvelope(customerConversationContent) },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const conversation = await customerMarkRead(
        app.db,
        customerId,
        request.params.id,
        request.body.seq,
      );
      return ok(request, { conversation });
    },
  );
};
