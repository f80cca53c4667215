import { UPLOAD_MIME_TYPES } from '@console/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  storefrontActivitiesContent,
  storefrontActivitiesQuery,
  storefrontActivityContent,
  storefrontActivityParams,
} from '@console/contract/storefront';
import { ok } from '../../http/envelope.ts';
import { getStorefrontActivity, listStorefrontActivities, readStorefrontCover } from './service.ts';

/**
 * DESIGN §1 storefront: what anyone may read, so these routes declare no `auth` and no
 * `merchant` (like /api/health): no staff session is asked for.
 */
export const storefrontActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activities',
    {
      config: { answers: [409] },
      schema: {
        summary: 'Published activities, soonest start first (keyset by last_id)',
        querystring: storefrontActivitiesQuery,
        response: { 200: okEnvelope(storefrontActivitiesContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, keyword, ...rest } = request.query;
      const input = { ...rest, lastId, keyword: keyword || undefined };
      return ok(request, await listStorefrontActivities(app.db, input, app.clock.now()));
    },
  );

  app.get(
    '/activities/:id',
    {
      schema: {
        summary: 'One published activity',
        params: storefrontActivityParams,
        response: { 200: okEnvelope(storefrontActivityContent) },
      },
    },
    async (request) =>
      ok(request, {
        activity: await getStorefrontActivity(app.db, request.params.id, app.clock.now()),
      }),
  );

  app.get(
    '/activities/:id/cover',
    {
      schema: {
        summary: 'The cover image of a published activity',
        produces: UPLOAD_MIME_TYPES,
        params: storefrontActivityParams,
      },
    },
    async (request, reply) => {
      const file = await readStorefrontCover(app, request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );
};
