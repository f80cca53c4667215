import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@console/contract/envelope';
import {
  chatAssignmentBody,
  chatAssignmentContent,
  chatOfflineAlertBody,
} from '@console/contract/chat-assignment';
import { chatTargetsBody, chatTargetsContent } from '@console/contract/chat-targets';
import { merchantQuery } from '@console/contract/merchants';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { readAssignment, saveAssignment } from './assignment.ts';
import { setOfflineAlert } from './nobody-there.ts';
import { loadTargets } from './response-targets.ts';
import type { StaffScope } from './staff-chat.ts';
import { saveTargets } from './targets-door.ts';

const reply = { merchant: 'chat:reply' } as const;

/**
 * The merchant's chat settings (docs/chat.md "Response targets", "Assignment", "Nobody there"):
 * read by whoever answers, set by who edits the shop; the offline mail is each member's own.
 */
export const chatSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest): StaffScope => ({
    merchantId: requireMerchant(request).merchantId,
    userId: requireUser(request).userId,
    now: app.clock.now(),
  });

  app.get(
    '/chat/targets',
    {
      config: reply,
      schema: {
        summary: 'Business hours and response targets of the merchant',
        querystring: merchantQuery,
        response: { 200: okEnvelope(chatTargetsContent) },
      },
    },
    async (request) =>
      ok(request, { targets: await loadTargets(app.db, requireMerchant(request).merchantId) }),
  );

  app.put(
    '/chat/targets',
    {
      config: { merchant: 'shop:edit' },
      schema: {
        summary: 'Set business hours and response targets; what waits takes the new deadlines',
        body: chatTargetsBody,
        response: { 200: okEnvelope(chatTargetsContent) },
      },
    },
    async (request) => {
      const { merchants_id: _merchant, ...input } = request.body;
      const merchantId = requireMerchant(request).merchantId;
      const targets = await app.write(memberOrigin(request), (write) =>
        saveTargets(write, merchantId, input),
      );
      return ok(request, { targets });
    },
  );

  // docs/chat.md "Assignment": read by whoever answers, set by who edits the shop.
  app.get(
    '/chat/assignment',
    {
      config: reply,
      schema: {
        summary: 'Auto-assignment of the merchant: its rules, the queue and the members',
        querystring: merchantQuery,
        response: { 200: okEnvelope(chatAssignmentContent) },
      },
    },
    async (request) => {
      return ok(request, { assignment: await readAssignment(app.db, scopeOf(request)) });
    },
  );

  app.put(
    '/chat/assignment',
    {
      config: { merchant: 'shop:edit' },
      schema: {
        summary: 'Turn auto-assignment on or off and set its capacity and return time',
        body: chatAssignmentBody,
        response: { 200: okEnvelope(chatAssignmentContent) },
      },
    },
    async (request) => {
      const { merchants_id: _merchant, ...input } = request.body;
      const merchantId = requireMerchant(request).merchantId;
      await app.write(memberOrigin(request), (write) => saveAssignment(write, merchantId, input));
      return ok(request, { assignment: await readAssignment(app.db, scopeOf(request)) });
    },
  );

  // docs/chat.md "Nobody there": each member chooses for themselves.
  app.put(
    '/chat/offline-alert',
    {
      config: reply,
      schema: {
        summary: 'Be told by mail when a customer writes while nobody is online (or not)',
        body: chatOfflineAlertBody,
        response: { 200: okEnvelope(chatAssignmentContent) },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await setOfflineAlert(app.db, scope.merchantId, scope.userId, request.body.enabled);
      return ok(request, { assignment: await readAssignment(app.db, scope) });
    },
  );
};
