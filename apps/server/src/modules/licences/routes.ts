import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { licenceContent, submitLicenceBody } from '@console/contract/licences';
import { merchantQuery } from '@console/contract/merchants';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { readLicence, submitLicence } from './service.ts';

/** DESIGN §4 signing licence (/account/license), permission licence:manage. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: okEnvelope(licenceContent) };

  app.get(
    '/merchant/licence',
    {
      config: { merchant: 'licence:manage' },
      schema: {
        summary: "The current merchant's signing licence (numbers masked)",
        querystring: merchantQuery,
        response,
      },
    },
    async (request) =>
      ok(request, await readLicence(app.db, requireMerchant(request).merchantId, app.clock.now())),
  );

  app.put(
    '/merchant/licence',
    {
      config: { merchant: 'licence:manage', idempotent: true },
      schema: { summary: 'Submit the licence for review', body: submitLicenceBody, response },
    },
    async (request) => {
      const { merchants_id: _merchant, ...form } = request.body;
      return ok(
        request,
        await submitLicence(
          { db: app.db, write: app.write },
          {
            membership: requireMerchant(request),
            userId: requireUser(request).userId,
            form,
            now: app.clock.now(),
            origin: memberOrigin(request),
          },
        ),
      );
    },
  );
};
