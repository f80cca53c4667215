import { emptyBody } from '@console/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@console/contract/envelope';
import {
  quickRepliesContent,
  quickReplyBody,
  quickReplyContent,
  quickReplyParams,
} from '@console/contract/chat';
import { merchantQuery } from '@console/contract/merchants';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import {
  createQuickReply,
  deleteQuickReply,
  listQuickReplies,
  updateQuickReply,
} from './quick-replies.ts';

const reply = { merchant: 'chat:reply' } as const;

/**
 * The merchant's quick replies, for its members who answer customers (docs/chat.md "Staff
 * workflow").
 */
export const quickReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request).merchantId;
  const authorOf = (request: FastifyRequest) => ({
    merchantId: merchantOf(request),
    userId: requireUser(request).userId,
  });

  app.get(
    '/chat/quick-replies',
    {
      config: reply,
      schema: {
        summary: "The merchant's quick replies",
        querystring: merchantQuery,
        response: { 200: okEnvelope(quickRepliesContent) },
      },
    },
    async (request) => ok(request, await listQuickReplies(app.db, merchantOf(request))),
  );

  app.post(
    '/chat/quick-replies',
    {
      config: reply,
      schema: {
        summary: 'Add a quick reply (zh-CN and en-US snippets, images)',
        body: quickReplyBody,
        response: { 200: okEnvelope(quickReplyContent) },
      },
    },
    async (request) => {
      const author = authorOf(request);
      const created = await app.write(memberOrigin(request), (w) =>
        createQuickReply(w, author, request.body),
      );
      return ok(request, created);
    },
  );

  app.put(
    '/chat/quick-replies/:id',
    {
      config: reply,
      schema: {
        summary: 'Change a quick reply',
        params: quickReplyParams,
        body: quickReplyBody,
        response: { 200: okEnvelope(quickReplyContent) },
      },
    },
    async (request) => {
      const author = authorOf(request);
      const changed = await app.write(memberOrigin(request), (w) =>
        updateQuickReply(w, author, request.params.id, request.body),
      );
      return ok(request, changed);
    },
  );

  app.delete(
    '/chat/quick-replies/:id',
    {
      config: reply,
      schema: {
        body: emptyBody,
        summary: 'Delete a quick reply; answers the ones left',
        params: quickReplyParams,
        querystring: merchantQuery,
        response: { 200: okEnvelope(quickRepliesContent) },
      },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      await app.write(memberOrigin(request), (w) =>
        deleteQuickReply(w, merchantId, request.params.id),
      );
      return ok(request, await listQuickReplies(app.db, merchantId));
    },
  );
};
