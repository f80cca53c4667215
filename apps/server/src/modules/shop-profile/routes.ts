import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { merchantQuery } from '@console/contract/merchants';
import { saveShopProfileBody, shopProfileContent } from '@console/contract/shop-profile';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { saveShopProfile } from './save-shop-profile.ts';
import { getShopProfile } from './service.ts';
import { viewShopProfile } from './shop-profile-store.ts';

const answer = { 200: okEnvelope(shopProfileContent) };

/** DESIGN §4 "Shop" / docs/shop.md: every active member reads the profile, shop:edit saves it. */
export const shopProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shop/profile',
    {
      config: { merchant: true },
      schema: {
        summary: "The merchant's public profile (version 0: not saved yet, a default)",
        querystring: merchantQuery,
        response: answer,
      },
    },
    async (request) =>
      ok(request, { profile: await getShopProfile(app.db, requireMerchant(request).merchantId) }),
  );

  app.put(
    '/shop/profile',
    {
      config: { merchant: 'shop:edit' },
      schema: {
        summary: 'Save the whole profile against the version read (0 = first save)',
        body: saveShopProfileBody,
        response: answer,
      },
    },
    async (request) => {
      const { merchants_id: _merchant, version, ...form } = request.body;
      const actor = {
        merchantId: requireMerchant(request).merchantId,
        userId: requireUser(request).userId,
      };
      const saved = await app.write(memberOrigin(request), (w) =>
        saveShopProfile(w, actor, { version, form }),
      );
      return ok(request, { profile: await viewShopProfile(app.db, saved, saved) });
    },
  );
};
