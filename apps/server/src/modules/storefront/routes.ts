import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storefrontActivityRoutes } from './activity-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { orderSweepPlugin } from './order-sweep.ts';
import { customerOrderRoutes } from './order-routes.ts';
import { customerChatRoutes } from '../chat/index.ts';

/**
 * DESIGN §1: the storefront API under /api/storefront, separate from the console's: public
 * activity reads, customer sign-in, and the customer's orders (docs/api.md "Storefront customers
 * and orders"). The unpaid-order sweep runs with it, so every API node started by buildApp sweeps
 * (safely, see order-sweep.ts).
 */
export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderSweepPlugin);
  await app.register(storefrontActivityRoutes, { prefix: '/storefront' });
  await app.register(customerRoutes, { prefix: '/storefront' });
  await app.register(customerOrderRoutes, { prefix: '/storefront' });
  // The customer's conversations (docs/chat.md): the chat module's routes, offered by its index.
  await app.register(customerChatRoutes, { prefix: '/storefront' });
};
