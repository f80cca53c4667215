import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { healthContent } from '@console/contract/health';
import { ok } from '../../http/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness with a database round trip',
        response: { 200: okEnvelope(healthContent) },
      },
    },
    async (request) => {
      await app.db.execute(sql`select 1`);
      return ok(request, { status: 'ok' as const });
    },
  );
};
