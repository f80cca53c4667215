import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@console/contract/envelope';
import { merchantQuery } from '@console/contract/merchants';
import {
  hiddenSharesContent,
  hideBody,
  replyBody,
  reviewContent,
  reviewListQuery,
  reviewParams,
  reviewsContent,
  reviewSummaryContent,
  reviewSummaryQuery,
  showBody,
} from '@console/contract/reviews';
import { AppError } from '../../http/app-error.ts';
import { apiCodes } from '@console/contract/api-codes';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { listReviews } from './list-reviews.ts';
import {
  hideReview,
  replyToReview,
  showReview,
  type ReviewActor,
  type ReviewServices,
} from './moderate.ts';
import { hiddenShares, ratingSummary } from './review-stats.ts';
import { loadReview } from './review-store.ts';
import { reviewRemindersPlugin } from './review-reminders.ts';
import { reviewRequestRulesRoutes, storefrontReviewRequestRoutes } from './request-routes.ts';
import { storefrontReviewRoutes } from './storefront-routes.ts';

// Reading needs either key (docs/reviews.md "Staff"); acting needs review:reply.
const read = { merchant: ['review:reply', 'customer:view'] } as const;
const act = { merchant: 'review:reply' } as const;
const one = { 200: okEnvelope(reviewContent) };

/** DESIGN §4 "Customers & reviews" / docs/reviews.md: the merchant's reviews (/eva). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(storefrontReviewRoutes, { prefix: '/storefront' });
  await app.register(storefrontReviewRequestRoutes, { prefix: '/storefront' });
  await app.register(reviewRequestRulesRoutes);
  await app.register(reviewRemindersPlugin);
  const actorOf = (request: FastifyRequest): ReviewActor => ({
    merchantId: requireMerchant(request).merchantId,
    userId: requireUser(request).userId,
    origin: memberOrigin(request),
  });
  const services: ReviewServices = { db: app.db, write: app.write };

  app.get(
    '/reviews',
    {
      config: read,
      schema: {
        summary: "The merchant's reviews, filtered, newest first (keyset by last_id)",
        querystring: reviewListQuery,
        response: { 200: okEnvelope(reviewsContent) },
      },
    },
    async (request) => {
      const { merchants_id: _merchant, last_id: lastId, ...filter } = request.query;
      const input = { ...filter, lastId, now: app.clock.now() };
      return ok(request, await listReviews(app.db, requireMerchant(request).merchantId, input));
    },
  );

  app.get(
    '/reviews/summary',
    {
      config: read,
      schema: {
        summary: 'Count, average and 1–5 distribution of the published reviews',
        querystring: reviewSummaryQuery,
        response: { 200: okEnvelope(reviewSummaryContent) },
      },
    },
    async (request) => {
      const { merchantId } = requireMerchant(request);
      const summary = await ratingSummary(app.db, merchantId, request.query.activityId);
      return ok(request, { summary });
    },
  );

  app.get(
    '/reviews/:id',
    {
      config: read,
      schema: {
        summary: 'One review with its reply history and moderation log',
        params: reviewParams,
        querystring: merchantQuery,
        response: one,
      },
    },
    async (request) => {
      const review = await loadReview(
        app.db,
        requireMerchant(request).merchantId,
        request.params.id,
      );
      if (!review) throw new AppError(apiCodes.notFound, 'error.notFound');
      return ok(request, { review });
    },
  );

  app.put(
    '/reviews/:id/reply',
    {
      config: act,
      schema: {
        summary: 'Write or edit the one public reply (every version is kept)',
        params: reviewParams,
        body: replyBody,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await replyToReview(services, actorOf(request), request.params.id, request.body.text),
      ),
  );

  app.post(
    '/reviews/:id/hide',
    {
      config: act,
      schema: {
        summary: 'Hide the review or one image, for a listed reason',
        params: reviewParams,
        body: hideBody,
        response: one,
      },
    },
    async (request) =>
      ok(request, await hideReview(services, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/show',
    {
      config: act,
      schema: {
        summary: 'Show a hidden review or image again',
        params: reviewParams,
        body: showBody,
        response: one,
      },
    },
    async (request) =>
      ok(request, await showReview(services, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/audit/review-moderation',
    {
      config: { roles: ['op', 'admin'] },
      schema: {
        summary: 'Operators: per merchant, how many reviews of each star are hidden',
        response: { 200: okEnvelope(hiddenSharesContent) },
      },
    },
    async (request) => ok(request, await hiddenShares(app.db)),
  );
};
