import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { okEnvelope } from '@console/contract/envelope';
import { merchantQuery } from '@console/contract/merchants';
import {
  customerContent,
  customerListQuery,
  customerNoteBody,
  customerParams,
  customersContent,
  customerTagsBody,
  customerTagsContent,
} from '@console/contract/customers';
import { hasPermission } from '@console/contract/roles';
import { localeOf, ok } from '../../http/envelope.ts';
import { csvFileName } from '../../lib/csv.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { customerDetail } from './customer-detail.ts';
import { editCustomer } from './customer-book-door.ts';
import { exportCustomers } from './export-customers.ts';
import { customerTags, listCustomers } from './list-customers.ts';

const view = { merchant: ['customer:view', 'customer:manage'] } as const;
const manage = { merchant: 'customer:manage' } as const;
const one = { 200: okEnvelope(customerContent) };

/** DESIGN §4 "Customers" / docs/customers.md: the merchant's customer book (/eva?tab=customers). */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const merchantOf = (request: FastifyRequest) => requireMerchant(request).merchantId;
  /** Mobiles in full only for members holding customer:manage. */
  const fullMobile = (request: FastifyRequest) =>
    hasPermission(requireMerchant(request), 'customer:manage');
  const filterOf = (query: {
    keyword?: string;
    tags?: string[];
    sort: 'last_order' | 'spent';
  }) => ({
    keyword: query.keyword || undefined,
    tags: query.tags,
    sort: query.sort,
  });

  app.get(
    '/customers',
    {
      config: view,
      schema: {
        summary: "The merchant's customers, filtered and sorted (keyset by last_id)",
        querystring: customerListQuery,
        response: { 200: okEnvelope(customersContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, pageSize } = request.query;
      const input = {
        ...filterOf(request.query),
        lastId,
        pageSize,
        fullMobile: fullMobile(request),
      };
      return ok(request, await listCustomers(app.db, merchantOf(request), input));
    },
  );

  app.get(
    '/customers/tags',
    {
      config: view,
      schema: {
        summary: 'The tags in use, with how many customers carry each',
        querystring: merchantQuery,
        response: { 200: okEnvelope(customerTagsContent) },
      },
    },
    async (request) => ok(request, await customerTags(app.db, merchantOf(request))),
  );

  app.get(
    '/customers/export.csv',
    {
      // Streamed as it is read: compressing a million rows would hold zlib's buffers too.
      compress: false,
      config: view,
      schema: {
        summary: 'The filtered customers as CSV (UTF-8 with BOM), streamed',
        produces: ['text/csv'],
        querystring: customerListQuery,
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { timeZone } = requireMerchant(request);
      const name = csvFileName('customers', now, timeZone);
      const options = { locale: localeOf(request), fullMobile: fullMobile(request), timeZone, now };
      const rows = exportCustomers(app.db, merchantOf(request), filterOf(request.query), options);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(rows));
    },
  );

  app.get(
    '/customers/:id',
    {
      config: view,
      schema: {
        summary: 'One customer with the timeline of their orders, reviews and conversation',
        params: customerParams,
        querystring: merchantQuery,
        response: one,
      },
    },
    async (request) =>
      ok(
        request,
        await customerDetail(app.db, merchantOf(request), request.params.id, fullMobile(request)),
      ),
  );

  app.put(
    '/customers/:id/tags',
    {
      config: manage,
      schema: {
        summary: "Replace the customer's tags",
        params: customerParams,
        body: customerTagsBody,
        response: one,
      },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      const change = { tags: request.body.tags };
      await app.write(memberOrigin(request), (w) =>
        editCustomer(w, merchantId, request.params.id, change),
      );
      return ok(request, await customerDetail(app.db, merchantId, request.params.id, true));
    },
  );

  app.put(
    '/customers/:id/note',
    {
      config: manage,
      schema: {
        summary: "Replace the merchant's private note on the customer",
        params: customerParams,
        body: customerNoteBody,
        response: one,
      },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      const change = { note: request.body.note };
      await app.write(memberOrigin(request), (w) =>
        editCustomer(w, merchantId, request.params.id, change),
      );
      return ok(request, await customerDetail(app.db, merchantId, request.params.id, true));
    },
  );
};
