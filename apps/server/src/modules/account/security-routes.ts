import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeContactBody,
  changeContactContent,
  changePasswordBody,
  changePasswordContent,
  normalizeContact,
  sendContactCodeBody,
} from '@console/contract/account-security';
import { sendCaptchaContent } from '@console/contract/auth';
import { okEnvelope } from '@console/contract/envelope';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { localeOf, ok } from '../../http/envelope.ts';
import { changePassword } from './change-password.ts';
import { changeContact, sendContactCode } from './change-contact.ts';

/** docs/account.md: /setting/account — my password, mail and mobile. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = () => ({ db: app.db, transport: app.codeTransport, log: app.log });

  app.put(
    '/account/password',
    {
      config: { auth: true, answers: [429] },
      schema: {
        summary: 'Change my password with the current one; my other sessions end',
        body: changePasswordBody,
        response: { 200: okEnvelope(changePasswordContent) },
      },
    },
    async (request) => {
      const { current, password } = request.body;
      const user = requireUser(request);
      const now = app.clock.now();
      const ended = await changePassword(app.db, { user, current, password, ip: request.ip, now });
      await app.realtime.deliver(
        ended.map((sessionId) => ({ to: 'disconnect-session' as const, sessionId })),
      );
      return ok(request, { revoked: ended.length });
    },
  );

  app.post(
    '/account/contact/code',
    {
      config: { auth: true, answers: [429] },
      schema: {
        summary: 'Send a code to my new mail or mobile (one used by an account answers 1001)',
        body: sendContactCodeBody,
        response: { 200: okEnvelope(sendCaptchaContent) },
      },
    },
    async (request) => {
      const { channel, to } = request.body;
      const target = { channel, to: normalizeContact(channel, to) };
      const { userId } = requireUser(request);
      const now = app.clock.now();
      return ok(request, await sendContactCode(context(), { userId, target, ip: request.ip, now }));
    },
  );

  app.put(
    '/account/contact',
    {
      config: { auth: true },
      schema: {
        summary: 'Change my mail or mobile with the code sent to the new one',
        body: changeContactBody,
        response: { 200: okEnvelope(changeContactContent) },
      },
    },
    async (request) => {
      const { channel, to, code } = request.body;
      const input = {
        userId: requireUser(request).userId,
        target: { channel, to: normalizeContact(channel, to) },
        code,
        locale: localeOf(request),
        now: app.clock.now(),
      };
      return ok(request, await changeContact(context(), input));
    },
  );
};
