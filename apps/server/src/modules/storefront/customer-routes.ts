import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCaptchaContent } from '@console/contract/auth';
import { okEnvelope } from '@console/contract/envelope';
import {
  customerCaptchaBody,
  customerLoginBody,
  customerLoginContent,
} from '@console/contract/storefront-orders';
import { ok } from '../../http/envelope.ts';
import { sendCustomerCaptcha, signInCustomer } from './customer-sign-in.ts';

/** DESIGN §1: customers sign in by mobile + one-time code; no password, no staff session. */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/captcha',
    {
      config: { answers: [429] },
      schema: {
        summary: 'Send a customer sign-in code to a mobile (never answered in the response)',
        body: customerCaptchaBody,
        response: { 200: okEnvelope(sendCaptchaContent) },
      },
    },
    async (request) => {
      const context = { db: app.db, transport: app.codeTransport };
      const input = { mobile: request.body.mobile, ip: request.ip, now: app.clock.now() };
      return ok(request, await sendCustomerCaptcha(context, input));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Customer sign-in; the first one creates the customer. Answers a cst_ token',
        body: customerLoginBody,
        response: { 200: okEnvelope(customerLoginContent) },
      },
    },
    async (request) =>
      ok(request, await signInCustomer(app.db, { ...request.body, now: app.clock.now() })),
  );
};
