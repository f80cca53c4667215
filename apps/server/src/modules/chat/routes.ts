import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@console/contract/envelope';
import {
  assignBody,
  assigneesContent,
  chatMessagesContent,
  chatMessagesQuery,
  chatUnreadContent,
  conversationContent,
  conversationContextContent,
  conversationListQuery,
  conversationParams,
  conversationsContent,
  readBody,
  sentContent,
  staffSendBody,
  statusBody,
} from '@console/contract/chat';
import { merchantQuery } from '@console/contract/merchants';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { quickReplyRoutes } from './quick-reply-routes.ts';
import { chatSettingsRoutes } from './settings-routes.ts';
import { staffSend, type ChatServices } from './deliver-message.ts';
import { conversationContext } from './customer-context.ts';
import { assignConversation, listAssignees, markRead, setStatus } from './conversation-workflow.ts';
import { getConversation, listConversations, readMessages, type StaffScope } from './staff-chat.ts';
import { unreadByMerchant } from './unread.ts';
import { responseWatchPlugin } from './response-watch.ts';
import { registerDeliverySignals } from './delivery-signals.ts';
import { registerTyping } from './typing.ts';
import { registerViewing } from './viewing.ts';

const reply = { merchant: 'chat:reply' } as const;
const one = { 200: okEnvelope(conversationContent) };

/** DESIGN §4 "Customer communication" / docs/chat.md: the merchant's inbox (/cc). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every write goes through its door in app.write, which sends its events after commit
  // (docs/server.md "Doors").
  const services: ChatServices = {
    db: app.db,
    write: app.write,
    metrics: app.metrics,
    queue: app.chatQueue,
  };
  registerTyping(app);
  registerViewing(app);
  registerDeliverySignals(app);
  await app.register(responseWatchPlugin);

  const scopeOf = (request: FastifyRequest): StaffScope => ({
    merchantId: requireMerchant(request).merchantId,
    userId: requireUser(request).userId,
    now: app.clock.now(),
  });
  /** A member's write: their scope and the trail's origin. */
  const actingOf = (request: FastifyRequest) => ({
    ...scopeOf(request),
    origin: memberOrigin(request),
  });

  app.get(
    '/chat/conversations',
    {
      config: reply,
      schema: {
        summary: "The merchant's conversations, latest activity first (keyset by last_id)",
        querystring: conversationListQuery,
        response: { 200: okEnvelope(conversationsContent) },
      },
    },
    async (request) => {
      const { filter, keyword, last_id: lastId, pageSize } = request.query;
      const input = { filter, keyword: keyword || undefined, lastId, pageSize };
      return ok(request, await listConversations(app.db, scopeOf(request), input));
    },
  );

  app.get(
    '/chat/conversations/:id',
    {
      config: reply,
      schema: {
        summary: 'One conversation',
        params: conversationParams,
        querystring: merchantQuery,
        response: one,
      },
    },
    async (request) => {
      const conversation = await getConversation(app.db, scopeOf(request), request.params.id);
      return ok(request, { conversation });
    },
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      config: reply,
      schema: {
        summary: 'Messages in seq order: history upward by last_id, or catch-up after after_seq',
        params: conversationParams,
        querystring: chatMessagesQuery,
        response: { 200: okEnvelope(chatMessagesContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, after_seq: afterSeq, pageSize } = request.query;
      await getConversation(app.db, scopeOf(request), request.params.id);
      const page = await readMessages(app.db, request.params.id, { lastId, afterSeq, pageSize });
      return ok(request, page);
    },
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      config: reply,
      schema: {
        summary: 'Send a message; a retried client id answers the first message, once',
        params: conversationParams,
        body: staffSendBody,
        response: { 200: okEnvelope(sentContent) },
      },
    },
    async (request) =>
      ok(request, await staffSend(services, actingOf(request), request.params.id, request.body)),
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      config: reply,
      schema: {
        summary: 'Mark read up to seq, for this member only',
        params: conversationParams,
        body: readBody,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const conversation = await markRead(services, actingOf(request), id, request.body.seq);
      return ok(request, { conversation });
    },
  );

  app.post(
    '/chat/conversations/:id/assign',
    {
      config: reply,
      schema: {
        summary: 'Assign to a member holding chat:reply, or unassign with null',
        params: conversationParams,
        body: assignBody,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { assigneeId } = request.body;
      const conversation = await assignConversation(services, actingOf(request), id, assigneeId);
      return ok(request, { conversation });
    },
  );

  app.post(
    '/chat/conversations/:id/status',
    {
      config: reply,
      schema: {
        summary: 'Open, snooze (until a time or the next customer message) or resolve',
        params: conversationParams,
        body: statusBody,
        response: one,
      },
    },
    async (request) => {
      const { id } = request.params;
      const conversation = await setStatus(services, actingOf(request), id, request.body);
      return ok(request, { conversation });
    },
  );

  app.get(
    '/chat/conversations/:id/context',
    {
      config: reply,
      schema: {
        summary: "The customer's context: masked mobile, orders with this merchant",
        params: conversationParams,
        querystring: merchantQuery,
        response: { 200: okEnvelope(conversationContextContent) },
      },
    },
    async (request) =>
      ok(request, await conversationContext(app.db, scopeOf(request), request.params.id)),
  );

  app.get(
    '/chat/assignees',
    {
      config: reply,
      schema: {
        summary: 'The members a conversation may be assigned to',
        querystring: merchantQuery,
        response: { 200: okEnvelope(assigneesContent) },
      },
    },
    async (request) => ok(request, await listAssignees(app.db, scopeOf(request))),
  );

  app.get(
    '/chat/unread',
    {
      config: { auth: true },
      schema: {
        summary: 'Unread conversations per merchant where the user may reply',
        response: { 200: okEnvelope(chatUnreadContent) },
      },
    },
    async (request) =>
      ok(request, await unreadByMerchant(app.db, requireUser(request).userId, app.clock.now())),
  );

  await app.register(chatSettingsRoutes);
  await app.register(quickReplyRoutes);
};
