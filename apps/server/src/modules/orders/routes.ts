import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { okEnvelope } from '@console/contract/envelope';
import {
  bulkOrderBody,
  bulkOrderContent,
  bulkOrderParams,
  cancelOrderBody,
  checkInBody,
  orderContent,
  orderFilterQuery,
  orderListQuery,
  orderParams,
  orderRemarkBody,
  orderSummaryContent,
  ordersContent,
  refundDecisionBody,
  refundOrderBody,
} from '@console/contract/orders';
import { merchantQuery } from '@console/contract/merchants';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { localeOf, ok } from '../../http/envelope.ts';
import { csvFileName } from '../../lib/csv.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { bulkOrders } from './bulk-orders.ts';
import { exportOrders } from './export-orders.ts';
import { countOrders, listOrders, orderSummary } from './list-orders.ts';
import {
  cancelOrder,
  checkInOrder,
  decideRefund,
  editRemark,
  refundOrder,
  type StaffActor,
  type OrderServices,
} from './order-actions.ts';
import { getOrder } from './order-detail.ts';
import type { OrderFilter } from './order-filters.ts';

// Reading needs either key: whoever may manage orders may also see them (route-table.ts agrees).
const view = { merchant: ['order:view', 'order:manage'] } as const;
const manage = { merchant: 'order:manage' } as const;
const one = { 200: okEnvelope(orderContent) };

/**
 * The filter part of the list query; an empty keyword filters nothing. Its dates are days of
 * the merchant's time zone, as the home figures' are (docs/home.md).
 */
function filterOf(request: FastifyRequest, query: z.infer<typeof orderFilterQuery>): OrderFilter {
  const { merchants_id: _merchant, keyword, ...rest } = query;
  return { ...rest, keyword: keyword || undefined, timeZone: requireMerchant(request).timeZone };
}

/**
 * DESIGN §4 "Order" / docs/orders.md: the merchant's orders (/shop/order). `checkedIn` runs in
 * each check-in's write: the app gives the reviews module's ask for a review (docs/reviews.md
 * "Review requests"), so orders need not know reviews.
 */
export const orderRoutesWith =
  ({ checkedIn }: Pick<OrderServices, 'checkedIn'>): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: FastifyRequest): StaffActor => ({
      merchantId: requireMerchant(request).merchantId,
      userId: requireUser(request).userId,
      now: app.clock.now(),
      origin: memberOrigin(request),
    });
    const merchantOf = (request: FastifyRequest) => requireMerchant(request).merchantId;
    /** Refunds go back through the app's payment provider (docs/orders.md). */
    const services: OrderServices = {
      db: app.db,
      write: app.write,
      payments: app.payments,
      checkedIn,
    };
    /** An action answers the order as it now is, with its timeline. */
    const answer = (request: FastifyRequest, db: Db, id: number) =>
      getOrder(db, merchantOf(request), id).then((content) => ok(request, content));

    app.get(
      '/orders',
      {
        config: { ...view, answers: [409] },
        schema: {
          summary: "The merchant's orders, filtered, newest first (keyset by last_id)",
          querystring: orderListQuery,
          response: { 200: okEnvelope(ordersContent) },
        },
      },
      async (request) => {
        const { last_id: lastId, pageSize, ...filter } = request.query;
        const input = { ...filterOf(request, filter), lastId, pageSize };
        return ok(request, await listOrders(app.db, merchantOf(request), input));
      },
    );

    app.get(
      '/orders/summary',
      {
        config: view,
        schema: {
          summary: "The filter's totals and a count per status (status tabs)",
          querystring: orderFilterQuery,
          response: { 200: okEnvelope(orderSummaryContent) },
        },
      },
      async (request) =>
        ok(
          request,
          await orderSummary(app.db, merchantOf(request), filterOf(request, request.query)),
        ),
    );

    app.get(
      '/orders/export.csv',
      {
        // Streamed as it is read: compressing a million rows would hold zlib's buffers too.
        compress: false,
        config: view,
        schema: {
          summary: 'The filtered orders as CSV (UTF-8 with BOM), streamed; X-Total-Count first',
          produces: ['text/csv'],
          querystring: orderFilterQuery,
        },
      },
      async (request, reply) => {
        const filter = filterOf(request, request.query);
        const merchantId = merchantOf(request);
        const total = await countOrders(app.db, merchantId, filter);
        const now = app.clock.now();
        const { timeZone } = requireMerchant(request);
        const name = csvFileName('orders', now, timeZone);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-total-count', String(total))
          .header('cache-control', 'no-store');
        const options = { locale: localeOf(request), timeZone, now };
        return reply.send(Readable.from(exportOrders(app.db, merchantId, filter, options)));
      },
    );

    app.get(
      '/orders/:id',
      {
        config: view,
        schema: {
          summary: 'One order with its timeline',
          params: orderParams,
          querystring: merchantQuery,
          response: one,
        },
      },
      async (request) =>
        ok(request, await getOrder(app.db, merchantOf(request), request.params.id)),
    );

    const action = <Body extends z.ZodType>(
      summary: string,
      body: Body,
      answers: readonly number[] = [],
    ) => ({
      config: { ...manage, answers },
      schema: { summary, params: orderParams, body, response: one },
    });

    app.post(
      '/orders/:id/check-in',
      // Too many wrong codes: 429 (docs/orders.md).
      action("Check in a paid order with the customer's code", checkInBody, [429]),
      async (request) => {
        await checkInOrder(services, actorOf(request), { ...request.body, id: request.params.id });
        return answer(request, app.db, request.params.id);
      },
    );

    app.post(
      '/orders/:id/cancel',
      action('Cancel an unpaid order', cancelOrderBody),
      async (request) => {
        await cancelOrder(services, actorOf(request), { ...request.body, id: request.params.id });
        return answer(request, app.db, request.params.id);
      },
    );

    app.post(
      '/orders/:id/refund-decision',
      action('Approve or decline a refund request', refundDecisionBody),
      async (request) => {
        await decideRefund(services, actorOf(request), { ...request.body, id: request.params.id });
        return answer(request, app.db, request.params.id);
      },
    );

    app.post(
      '/orders/:id/refund',
      action('Refund a paid order', refundOrderBody),
      async (request) => {
        await refundOrder(services, actorOf(request), { ...request.body, id: request.params.id });
        return answer(request, app.db, request.params.id);
      },
    );

    app.put(
      '/orders/:id/remark',
      { ...action('Edit the private remark', orderRemarkBody) },
      async (request) => {
        await editRemark(services, actorOf(request), { ...request.body, id: request.params.id });
        return answer(request, app.db, request.params.id);
      },
    );

    app.post(
      '/orders/bulk/:action',
      {
        config: manage,
        schema: {
          summary: 'Cancel, or decide refunds of, several orders; each answered on its own',
          params: bulkOrderParams,
          body: bulkOrderBody,
          response: { 200: okEnvelope(bulkOrderContent) },
        },
      },
      async (request) => {
        const input = { action: request.params.action, ...request.body };
        const context = { locale: localeOf(request), log: request.log };
        return ok(request, await bulkOrders(services, actorOf(request), input, context));
      },
    );
  };
