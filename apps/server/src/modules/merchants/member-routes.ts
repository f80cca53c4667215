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
import {
  memberSignInsContent,
  signOutMemberBody,
  signOutMemberContent,
} from '@console/contract/member-sign-ins';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { inviteMember, removeMember, updateMember, type Actor } from './member-admin.ts';
import { listMemberSignIns, signOutMember } from './member-sign-ins.ts';

const actorOf = (request: FastifyRequest): Actor => ({
  userId: requireUser(request).userId,
  membership: requireMerchant(request),
  origin: memberOrigin(request),
});

/** DESIGN §4 sub-accounts (/account/sub): invite, grant, disable, remove; sign-ins, sign out. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { merchant: 'member:manage' } as const;
  // The doors hand the member's sockets a room refresh, sent once the change has committed
  // (docs/realtime.md "Membership changes").
  const services = { db: app.db, write: app.write };

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
      const member = await inviteMember(services, {
        actor: actorOf(request),
        mobile,
        mail,
        permissions,
      });
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
      const member = await updateMember(services, {
        actor: actorOf(request),
        userId: request.params.userId,
        permissions,
        status,
      });
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
      await removeMember(services, { actor: actorOf(request), userId: request.params.userId });
      return ok(request, null);
    },
  );

  // docs/auth.md "Sign-ins": the owner's alone (1003 for anyone else), checked by the action.
  app.get(
    '/merchant/members/:userId/sign-ins',
    {
      config: { merchant: true },
      schema: {
        summary: "A member's last sign-ins, newest first (the owner only)",
        params: memberParams,
        querystring: merchantQuery,
        response: { 200: okEnvelope(memberSignInsContent) },
      },
    },
    async (request) => {
      const input = { actor: actorOf(request), userId: request.params.userId };
      return ok(request, { signIns: await listMemberSignIns(app.db, input) });
    },
  );

  app.post(
    '/merchant/members/:userId/sign-out',
    {
      config: { merchant: true, idempotent: true },
      schema: {
        summary: 'End every session of a member, on every device (the owner only)',
        params: memberParams,
        body: signOutMemberBody,
        response: { 200: okEnvelope(signOutMemberContent) },
      },
    },
    async (request) => {
      const input = { actor: actorOf(request), userId: request.params.userId };
      return ok(request, { ended: await signOutMember(services, input) });
    },
  );
};
