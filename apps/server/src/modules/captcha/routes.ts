import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCaptchaBody, sendCaptchaContent } from '@console/contract/auth';
import { okEnvelope } from '@console/contract/envelope';
import { ok } from '../../http/envelope.ts';
import { sendCaptcha } from './service.ts';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/captcha',
    {
      config: { answers: [429] },
      schema: {
        summary: 'Send a one-time code to a mobile or a mail (never answered in the response)',
        body: sendCaptchaBody,
        response: { 200: okEnvelope(sendCaptchaContent) },
      },
    },
    async (request) => {
      const { mobile, mail, purpose } = request.body;
      const target = mobile
        ? { channel: 'mobile' as const, to: mobile }
        : { channel: 'mail' as const, to: mail ?? '' };
      const content = await sendCaptcha(
        { db: app.db, transport: app.codeTransport },
        { target, purpose, ip: request.ip, now: app.clock.now() },
      );
      return ok(request, content);
    },
  );
};
