import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  inviteMemberBody,
  memberContent,
  memberParams,
  merchantQuery,
  removeMemberBody,
  updateMemberBody,
} from '@console/contract/merchants';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { inviteMember, removeMember, updateMember, type Actor } from './member-admin.ts';

const actorOf = (request: FastifyRequest): Actor => ({
  userId: requireUser(request).userId,
  membership: requireMerchant(request),
});

/** DESIGN §4 sub-accounts (/account/sub): invite, grant, disable, remove. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { merchant: 'member:manage' } as const;
  // A change applies to the member's open sockets at once, once it is written (docs/realtime.md
  // "Membership changes").
  const applyToSockets = (request: FastifyRequest, userId: number) =>
    app.realtime.refreshMerchantRooms(userId, requireMerchant(request).merchantId);

  app.post(
    '/merchant/members',
    {
      config: { ...manage, idempotent: true },
      schema: {
        summary: 'Add a registered user to the current merchant',
        body: inviteMemberBody,
        response: { 200: okEnvelope(memberContent) },
      },
    },
    async (request) => {
      const { mobile, mail, permissions } = request.body;
      const member = await inviteMember(app.db, {
        actor: actorOf(request),
        mobile,
        mail,
        permissions,
      });
      await applyToSockets(request, member.userId);
      return ok(request, { member });
    },
  );

  app.put(
    '/merchant/members/:userId',
    {
      config: manage,
      schema: {
        summary: "Change a sub-account's keys or status",
        params: memberParams,
        body: updateMemberBody,
        response: { 200: okEnvelope(memberContent) },
      },
    },
    async (request) => {
      const { permissions, status } = request.body;
      const member = await updateMember(app.db, {
        actor: actorOf(request),
        userId: request.params.userId,
        permissions,
        status,
      });
      await applyToSockets(request, request.params.userId);
      return ok(request, { member });
    },
  );

  app.delete(
    '/merchant/members/:userId',
    {
      config: manage,
      schema: {
        summary: 'Remove a sub-account from the current merchant',
        params: memberParams,
        querystring: merchantQuery,
        body: removeMemberBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      await removeMember(app.db, { actor: actorOf(request), userId: request.params.userId });
      await applyToSockets(request, request.params.userId);
      return ok(request, null);
    },
  );
};
