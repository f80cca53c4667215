import { UPLOAD_MIME_TYPES } from '@console/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiCodes } from '@console/contract/api-codes';
import { okEnvelope } from '@console/contract/envelope';
import {
  activityReviewsContent,
  activityReviewsQuery,
  postReviewBody,
  postedReviewContent,
} from '@console/contract/reviews';
import { z } from 'zod';
import { idField } from '@console/contract/fields';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import { customerOrigin } from '../../plugins/origin.ts';
import { readStorefrontImage, visibleActivityMerchant } from './storefront-reads.ts';
import { activityReviews } from './list-reviews.ts';
import { postReview } from './post-review.ts';

const activityParams = z.object({ id: idField });
const imageParams = z.object({ id: idField, imageId: idField });

/** DESIGN §1 storefront API / docs/reviews.md: customers review their orders and read reviews. */
export const storefrontReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviews',
    {
      config: { customer: true },
      schema: {
        summary: 'Review an own checked-in order, once, within 30 days of the check-in',
        body: postReviewBody,
        response: { 200: okEnvelope(postedReviewContent) },
      },
    },
    async (request) => {
      // The merchant's review room hears of it after commit (the review's door).
      const posted = await postReview({ db: app.db, write: app.write }, customerOrigin(request), {
        ...request.body,
        customerId: requireCustomer(request).customerId,
        now: app.clock.now(),
      });
      return ok(request, posted);
    },
  );

  app.get(
    '/activities/:id/reviews',
    {
      schema: {
        summary: "An activity's published reviews with replies, and its rating summary",
        params: activityParams,
        querystring: activityReviewsQuery,
        response: { 200: okEnvelope(activityReviewsContent) },
      },
    },
    async (request) => {
      const merchantId = await visibleActivityMerchant(app.db, request.params.id);
      if (merchantId === undefined) throw new AppError(apiCodes.notFound, 'error.notFound');
      const { last_id: lastId, pageSize } = request.query;
      const input = { merchantId, activityId: request.params.id, lastId, pageSize };
      return ok(request, await activityReviews(app.db, input));
    },
  );

  app.get(
    '/reviews/:id/images/:imageId',
    {
      schema: {
        summary: 'An image shown on a published review (hidden images are not found)',
        produces: UPLOAD_MIME_TYPES,
        params: imageParams,
      },
    },
    async (request, reply) => {
      const file = await readStorefrontImage(app, request.params.id, request.params.imageId);
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );
};
