import { emptyBody } from '@console/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionParams,
  accountSessionsContent,
  revokeOthersBody,
  revokeOthersContent,
  signInsContent,
} from '@console/contract/account-sessions';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import {
  listMySessions,
  listMySignIns,
  revokeMySession,
  revokeOtherSessions,
} from './my-sessions.ts';

/** docs/account.md: /setting/account — my sessions and sign-ins. */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/sessions',
    {
      config: { auth: true },
      schema: {
        summary: 'My live sessions, this one marked current',
        response: { 200: okEnvelope(accountSessionsContent) },
      },
    },
    async (request) =>
      ok(request, {
        sessions: await listMySessions(app.db, {
          user: requireUser(request),
          now: app.clock.now(),
        }),
      }),
  );

  app.delete(
    '/account/sessions/:id',
    {
      config: { auth: true },
      schema: {
        body: emptyBody,
        summary: "End one of my sessions (another user's answers 1002)",
        params: accountSessionParams,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const sessionId = request.params.id;
      const { userId } = requireUser(request);
      await revokeMySession(app.db, { userId, sessionId, now: app.clock.now() });
      await app.realtime.deliver([{ to: 'disconnect-session', sessionId }]);
      return ok(request, null);
    },
  );

  app.post(
    '/account/sessions/revoke-others',
    {
      config: { auth: true },
      schema: {
        summary: 'End every session of mine but this one',
        body: revokeOthersBody,
        response: { 200: okEnvelope(revokeOthersContent) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await revokeOtherSessions(app.db, { user, now: app.clock.now() });
      await app.realtime.deliver(
        ended.map((sessionId) => ({ to: 'disconnect-session' as const, sessionId })),
      );
      return ok(request, { revoked: ended.length });
    },
  );

  app.get(
    '/account/sign-ins',
    {
      config: { auth: true },
      schema: {
        summary: 'My last password sign-in attempts',
        response: { 200: okEnvelope(signInsContent) },
      },
    },
    async (request) =>
      ok(request, { signIns: await listMySignIns(app.db, requireUser(request).userId) }),
  );
};
