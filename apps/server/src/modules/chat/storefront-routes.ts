import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  chatMessagesContent,
  chatMessagesQuery,
  chatRating,
  conversationParams,
} from '@console/contract/chat';
import { z } from 'zod';
import {
  chatAvailabilityContent,
  customerConversationContent,
  customerConversationsContent,
  customerConversationsQuery,
  customerRatingBody,
  customerReadBody,
  customerSendBody,
  customerSentContent,
  openConversationBody,
} from '@console/contract/chat-storefront';
import { ok } from '../../http/envelope.ts';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import { customerOrigin } from '../../plugins/origin.ts';
import {
  customerMarkRead,
  getCustomerConversation,
  listCustomerConversations,
  openConversation,
} from './customer-chat.ts';
import { customerSend, type ChatServices } from './deliver-message.ts';
import { readMessages } from './staff-chat.ts';
import { rateConversation } from './ratings.ts';
import { availabilityOf } from './nobody-there.ts';

const customer = { customer: true } as const;

/** DESIGN §1 storefront API / docs/chat.md: a customer's conversations with merchants. */
export const customerChatRoutes: FastifyPluginAsyncZod = async (app) => {
  // A customer's writes carry the customer as the trail's actor (docs/chat.md "Trail").
  const services: ChatServices = {
    db: app.db,
    write: app.write,
    metrics: app.metrics,
    queue: app.chatQueue,
  };

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
      };
      const conversation = await openConversation(services, customerOrigin(request), input);
      return ok(request, { conversation });
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
        origin: customerOrigin(request),
      };
      return ok(request, await customerSend(services, input));
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
      const input = {
        customerId: requireCustomer(request).customerId,
        id: request.params.id,
        seq: request.body.seq,
      };
      const conversation = await customerMarkRead(services, customerOrigin(request), input);
      return ok(request, { conversation });
    },
  );

  // docs/chat.md "Nobody there": whether someone answers now, else the away message and hours.
  app.get(
    '/conversations/:id/availability',
    {
      config: customer,
      schema: {
        summary: 'Whether the merchant answers now; else its away message with its hours',
        params: conversationParams,
        response: { 200: okEnvelope(chatAvailabilityContent) },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const conversation = await getCustomerConversation(app.db, customerId, request.params.id);
      return ok(request, await availabilityOf(app.db, conversation.merchant.id, app.clock.now()));
    },
  );

  // docs/chat.md "Satisfaction": one rating per resolution asked.
  app.post(
    '/conversations/:id/rating',
    {
      config: customer,
      schema: {
        summary: 'Rate a resolved conversation 1–5 with a comment, once per resolution asked',
        params: conversationParams,
        body: customerRatingBody,
        response: { 200: okEnvelope(z.object({ rating: chatRating })) },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request).customerId;
      const rating = await app.write(customerOrigin(request), (write) =>
        rateConversation(write, customerId, request.params.id, request.body),
      );
      return ok(request, { rating });
    },
  );
};
