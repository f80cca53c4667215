import { emptyBody } from '@console/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  listMessagesQuery,
  messageParams,
  readAllBody,
  readAllContent,
  unreadCountContent,
  unreadCountQuery,
  userMessagesContent,
  type MessageType,
} from '@console/contract/user-messages';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { markAllRead, markRead } from './message-doors.ts';
import { countUnread, listMessages } from './service.ts';

/** The header bell's calls: lists and counts (spec §7), read marks (DESIGN §4 user messages). */
export const userMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userMessage',
    {
      config: { auth: true },
      schema: {
        summary: "The caller's messages, newest first, older than last_id",
        querystring: listMessagesQuery,
        response: { 200: okEnvelope(userMessagesContent) },
      },
    },
    async (request) => {
      const { type, last_id: lastId, pageSize } = request.query;
      const page = await listMessages(app.db, {
        userId: requireUser(request).userId,
        type: type as MessageType | undefined,
        lastId: lastId === '' ? undefined : lastId,
        pageSize,
      });
      return ok(request, page);
    },
  );

  app.get(
    '/userMessage/unReadCount',
    {
      config: { auth: true },
      schema: {
        summary: 'Unread messages of the given types (type=1,2,3)',
        querystring: unreadCountQuery,
        response: { 200: okEnvelope(unreadCountContent) },
      },
    },
    async (request) => {
      const types = [...new Set(request.query.type.split(',').map(Number))] as MessageType[];
      return ok(request, await countUnread(app.db, { userId: requireUser(request).userId, types }));
    },
  );

  app.put(
    '/userMessage/:id/read',
    {
      config: { auth: true },
      schema: {
        body: emptyBody,
        summary: 'Mark one of the caller’s messages read',
        params: messageParams,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      await markRead(app.db, { userId: requireUser(request).userId, id: request.params.id });
      return ok(request, null);
    },
  );

  app.put(
    '/userMessage/readAll',
    {
      config: { auth: true },
      schema: {
        summary: 'Mark every message of one type read',
        body: readAllBody,
        response: { 200: okEnvelope(readAllContent) },
      },
    },
    async (request) => {
      const userId = requireUser(request).userId;
      const type = request.body.type as MessageType;
      return ok(request, await markAllRead(app.db, { userId, type }));
    },
  );
};
