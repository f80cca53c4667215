import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_ERROR_CODE } from '@console/contract/api-codes';
import { okEnvelope } from '@console/contract/envelope';
import { HEALTH_TIMEOUT_MS, healthContent } from '@console/contract/health';
import { translate } from '@console/contract/messages';
import { answersInTime } from '../../answers-in-time.ts';
import { localeOf, ok } from '../../http/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Readiness: the database and Redis are reachable (503 without the database)',
        response: {
          200: okEnvelope(healthContent),
          // Without the database; or the node is overloaded and answers busy before it asks
          // (docs/operations.md "Overload"), so a load balancer drains it meanwhile.
          503: z.object({
            code: z.literal(SERVER_ERROR_CODE),
            msg: z.string(),
            content: z.union([
              healthContent.extend({ requestId: z.string() }),
              z.object({ requestId: z.string() }),
            ]),
          }),
        },
      },
    },
    async (request, reply) => {
      const [databaseUp, redis] = await Promise.all([
        answersInTime(() => app.db.execute(sql`select 1`), HEALTH_TIMEOUT_MS),
        app.realtime.redisHealth(),
      ]);
      const database = databaseUp ? ('up' as const) : ('down' as const);
      // A stopping node is unavailable with its database up (docs/operations.md "Stopping a
      // node"): the balancer takes it out while it still serves what was sent meanwhile.
      if (databaseUp && !app.drain.active) return ok(request, { status: 'ok', database, redis });
      return reply.status(503).send({
        code: SERVER_ERROR_CODE,
        msg: translate(localeOf(request), 'error.unavailable'),
        // docs/operations.md "Request ids": a server failure's envelope names its request.
        content: { status: 'unavailable' as const, database, redis, requestId: request.id },
      });
    },
  );
};
