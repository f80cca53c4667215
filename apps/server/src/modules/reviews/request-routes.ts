import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { merchantQuery } from '@console/contract/merchants';
import {
  answeredReviewRequestContent,
  answerReviewRequestBody,
  reviewRequestLinkContent,
  reviewRequestParams,
  reviewRequestRulesBody,
  reviewRequestRulesContent,
  reviewRequestsContent,
} from '@console/contract/review-requests';
import { ok } from '../../http/envelope.ts';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { linkOrigin, memberOrigin } from '../../plugins/origin.ts';
import { remindersOn, setReminders } from './review-request-door.ts';
import { answerRequest, openRequestsOf, requestOfLink } from './review-requests.ts';

/** docs/reviews.md "Review requests": the merchant's reminders switch. */
export const reviewRequestRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews/request-rules',
    {
      config: { merchant: ['review:reply', 'customer:view'] },
      schema: {
        summary: 'Whether unanswered review requests are reminded',
        querystring: merchantQuery,
        response: { 200: okEnvelope(reviewRequestRulesContent) },
      },
    },
    async (request) => {
      const reminders = await remindersOn(app.db, requireMerchant(request).merchantId);
      return ok(request, { rules: { reminders } });
    },
  );

  app.put(
    '/reviews/request-rules',
    {
      config: { merchant: 'shop:edit' },
      schema: {
        summary: 'Turn review reminders on or off (off also stops those waiting now)',
        body: reviewRequestRulesBody,
        response: { 200: okEnvelope(reviewRequestRulesContent) },
      },
    },
    async (request) => {
      const merchantId = requireMerchant(request).merchantId;
      const rules = await app.write(memberOrigin(request), (write) =>
        setReminders(write, merchantId, request.body.reminders),
      );
      return ok(request, { rules });
    },
  );
};

/** docs/reviews.md "Review requests": the customer's notifications and the link's answer. */
export const storefrontReviewRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review-requests',
    {
      config: { customer: true },
      schema: {
        summary: "The signed-in customer's open review requests, newest first",
        response: { 200: okEnvelope(reviewRequestsContent) },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      return ok(request, await openRequestsOf(app.db, customerId, app.clock.now()));
    },
  );

  app.get(
    '/review-requests/:token',
    {
      schema: {
        summary: "What a review request's link opens, signed in or not",
        params: reviewRequestParams,
        response: { 200: okEnvelope(reviewRequestLinkContent) },
      },
    },
    async (request) =>
      ok(request, await requestOfLink(app.db, request.params.token, app.clock.now())),
  );

  app.post(
    '/review-requests/:token/review',
    {
      // Answered already: 1004 (the link stands for the customer, signed in or not).
      config: { answers: [409] },
      schema: {
        summary: "Answer a review request through its link: the review of the link's order",
        params: reviewRequestParams,
        body: answerReviewRequestBody,
        response: { 200: okEnvelope(answeredReviewRequestContent) },
      },
    },
    async (request) => {
      const posted = await answerRequest(
        { db: app.db, write: app.write },
        (customerId) => linkOrigin(request, customerId),
        { ...request.body, token: request.params.token, now: app.clock.now() },
      );
      return ok(request, posted);
    },
  );
};
