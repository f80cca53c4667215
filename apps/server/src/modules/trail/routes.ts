import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  trailFilterQuery,
  trailListContent,
  trailListQuery,
  trailVerifyContent,
  trailVerifyQuery,
} from '@console/contract/trail';
import { localeOf, ok } from '../../http/envelope.ts';
import { csvFileName } from '../../lib/csv.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { countTrail, exportTrail } from './export-trail.ts';
import { listTrail } from './list-trail.ts';
import { trailRetentionPlugin } from './prune-trail.ts';
import type { TrailFilter } from './trail-filter.ts';
import { verifyTrail } from './verify-trail.ts';

// docs/trail.md "The API": the merchant's trail (owner, or `trail:view`), its CSV, and the
// verification of any scope's chain for platform admins.
const view = { merchant: 'trail:view' } as const;

/** The filter of a query; its days are the merchant's (its time zone). */
function filterOf(request: FastifyRequest, query: z.infer<typeof trailFilterQuery>): TrailFilter {
  const { merchants_id: _merchant, ...filter } = query;
  return { ...filter, timeZone: requireMerchant(request).timeZone };
}

export const trailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(trailRetentionPlugin);
  const scopeOf = (request: FastifyRequest) => requireMerchant(request).merchantId;

  app.get(
    '/trail',
    {
      config: view,
      schema: {
        summary: "The merchant's trail of who did what, newest first (keyset by last_id)",
        querystring: trailListQuery,
        response: { 200: okEnvelope(trailListContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, pageSize, ...filter } = request.query;
      const input = { ...filterOf(request, filter), lastId, pageSize };
      return ok(request, await listTrail(app.db, scopeOf(request), input));
    },
  );

  app.get(
    '/trail/export.csv',
    {
      // Streamed as it is read: compressing a million rows would hold zlib's buffers too.
      compress: false,
      config: view,
      schema: {
        summary: 'The filtered trail as CSV (UTF-8 with BOM), streamed; X-Total-Count first',
        produces: ['text/csv'],
        querystring: trailFilterQuery,
      },
    },
    async (request, reply) => {
      const filter = filterOf(request, request.query);
      const scope = scopeOf(request);
      const total = await countTrail(app.db, scope, filter);
      const now = app.clock.now();
      const name = csvFileName('trail', now, filter.timeZone);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-total-count', String(total))
        .header('cache-control', 'no-store');
      const options = { locale: localeOf(request), now };
      return reply.send(Readable.from(exportTrail(app.db, scope, filter, options)));
    },
  );

  app.get(
    '/system/trail/verify',
    {
      config: { roles: ['admin'] },
      schema: {
        summary: "A scope's chain walked from its checkpoint: where it first breaks, if it does",
        querystring: trailVerifyQuery,
        response: { 200: okEnvelope(trailVerifyContent) },
      },
    },
    async (request) => ok(request, await verifyTrail(app.db, request.query.scope)),
  );
};
