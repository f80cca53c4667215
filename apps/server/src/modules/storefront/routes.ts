import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storefrontActivityRoutes } from './activity-routes.ts';

/**
 * DESIGN §1: the storefront API under /api/storefront, separate from the console's. Public
 * reads live here; the orders issue adds customer sign-in and its routes beside them.
 */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(storefrontActivityRoutes, { prefix: '/storefront' });
};
