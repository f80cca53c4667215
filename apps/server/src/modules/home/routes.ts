import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { homeContent, homeQuery, operatorHomeContent } from '@console/contract/home';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { homeFigures } from './home-service.ts';
import { operatorHome } from './operator-home.ts';

/** DESIGN §4 "Home" / docs/home.md: a merchant's home figures (/home). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/home',
    {
      // Every member reads it; each figure checks its own key (home-service.ts).
      config: { merchant: true },
      schema: {
        summary: "The merchant's figures of a period against the one before, chart, funnel, to-dos",
        querystring: homeQuery,
        response: { 200: okEnvelope(homeContent) },
      },
    },
    async (request) => {
      const { range, from, to } = request.query;
      const member = requireMerchant(request);
      return ok(
        request,
        await homeFigures(app.db, member, { range, from, to, now: app.clock.now() }),
      );
    },
  );

  app.get(
    '/home/operator',
    {
      config: { roles: ['op', 'admin'] },
      schema: {
        summary:
          "Operators' home: audit queues with their oldest item, decisions and new merchants per day",
        response: { 200: okEnvelope(operatorHomeContent) },
      },
    },
    async (request) => ok(request, await operatorHome(app.db, app.clock.now())),
  );
};
