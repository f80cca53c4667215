import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import fp from 'fastify-plugin';
import { findSessionCustomer, tokenFromHeader, type SessionCustomer } from '../identity/index.ts';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A storefront route for a signed-in customer (DESIGN §1); staff tokens are refused. */
    customer?: true;
  }
  interface FastifyRequest {
    customer: SessionCustomer | null;
  }
}

/** The signed-in customer of a route that declared `customer: true`. */
export function requireCustomer(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new AppError(apiCodes.loginExpired, 'storefront.signInRequired');
  return request.customer;
}

/**
 * Customer tokens live in `customer_sessions`, apart from staff sessions: a staff token on a
 * customer route is just not a customer's, answered 1007 like a missing one (docs/api.md
 * "Storefront customers and orders").
 */
async function registerCustomerAuth(app: FastifyInstance) {
  app.decorateRequest('customer', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.customer) return;
    const token = tokenFromHeader(request.headers.authorization);
    const customer = token ? await findSessionCustomer(app.db, token, app.clock.now()) : undefined;
    if (!customer) throw new AppError(apiCodes.loginExpired, 'storefront.signInRequired');
    request.customer = customer;
  });
}

export const customerAuthPlugin = fp(registerCustomerAuth, {
  name: 'customer-auth',
  dependencies: ['app-context'],
});
