import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  customerOrderActionBody,
  customerOrderContent,
  customerOrderParams,
  customerOrdersContent,
  customerOrdersQuery,
  placeOrderBody,
  refundRequestBody,
} from '@console/contract/storefront-orders';
import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import { customerOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import {
  cancelOwnOrder,
  payOrder,
  requestRefund,
  type CustomerActionContext,
} from './customer-order-actions.ts';
import { listCustomerOrders, ownOrder, viewCustomerOrder } from './customer-orders.ts';
import { placeOrder } from './place-order.ts';

/**
 * A customer's own orders (docs/api.md "Storefront customers and orders"); every route needs a
 * customer token.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { customer: true } as const;
  const context: CustomerActionContext = { db: app.db, write: app.write, payments: app.payments };
  const answer = { 200: okEnvelope(customerOrderContent) };
  const actionOf = (
    request: FastifyRequest<{ Params: { id: number }; Body: { version: number } }>,
  ) => ({
    customerId: requireCustomer(request).customerId,
    orderId: request.params.id,
    version: request.body.version,
    now: app.clock.now(),
    origin: customerOrigin(request),
  });

  app.post(
    '/orders',
    {
      config: { ...config, idempotent: true },
      schema: {
        summary: 'Place an order (pay within 30 minutes)',
        body: placeOrderBody,
        response: answer,
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const id = await placeOrder(
        context,
        customerOrigin(request),
        customerId,
        request.body,
        app.clock.now(),
      );
      return ok(request, {
        order: await viewCustomerOrder(app.db, await ownOrder(app.db, customerId, id)),
      });
    },
  );

  app.get(
    '/orders',
    {
      config,
      schema: {
        summary: 'The customer’s own orders, newest first (keyset by last_id)',
        querystring: customerOrdersQuery,
        response: { 200: okEnvelope(customerOrdersContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, ...rest } = request.query;
      const { customerId } = requireCustomer(request);
      return ok(request, await listCustomerOrders(app.db, customerId, { ...rest, lastId }));
    },
  );

  app.get(
    '/orders/:id',
    {
      config,
      schema: {
        summary: 'One of the customer’s orders',
        params: customerOrderParams,
        response: answer,
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const row = await ownOrder(app.db, customerId, request.params.id);
      return ok(request, { order: await viewCustomerOrder(app.db, row) });
    },
  );

  app.post(
    '/orders/:id/pay',
    {
      config,
      schema: {
        summary: 'Pay an unpaid order',
        params: customerOrderParams,
        body: customerOrderActionBody,
        response: answer,
      },
    },
    async (request) => {
      const paid = await payOrder(context, actionOf(request));
      return ok(request, { order: await viewCustomerOrder(app.db, paid) });
    },
  );

  app.post(
    '/orders/:id/cancel',
    {
      config,
      schema: {
        summary: 'Cancel an unpaid order',
        params: customerOrderParams,
        body: customerOrderActionBody,
        response: answer,
      },
    },
    async (request) => {
      const cancelled = await cancelOwnOrder(context, actionOf(request));
      return ok(request, { order: await viewCustomerOrder(app.db, cancelled) });
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      config,
      schema: {
        summary: 'Ask for a refund of a paid order',
        params: customerOrderParams,
        body: refundRequestBody,
        response: answer,
      },
    },
    async (request) => {
      const input = {
        ...actionOf(request),
        reason: request.body.reason,
      };
      return ok(request, {
        order: await viewCustomerOrder(app.db, await requestRefund(context, input)),
      });
    },
  );
};
