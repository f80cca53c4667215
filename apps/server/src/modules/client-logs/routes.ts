import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listLogsContent,
  listLogsQuery,
  reportLogsBody,
  reportLogsContent,
} from '@console/contract/client-logs';
import { okEnvelope } from '@console/contract/envelope';
import { ok } from '../../http/envelope.ts';
import { listLogs } from './list-logs.ts';
import { reportLogs } from './report-logs.ts';

export const clientLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logs',
    {
      // A browser whose session just expired still reports its errors, anonymously.
      config: { auth: 'optional', answers: [429] },
      schema: {
        summary: 'Report front-end log entries (rate-limited)',
        body: reportLogsBody,
        response: { 200: okEnvelope(reportLogsContent) },
      },
    },
    async (request) =>
      ok(
        request,
        await reportLogs(app.db, {
          entries: request.body.entries,
          userId: request.sessionUser?.userId ?? null,
          merchantId: request.body.merchants_id,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          now: app.clock.now(),
        }),
      ),
  );

  app.get(
    '/logs',
    {
      // spec §2: /log is for roles op and admin.
      config: { roles: ['op', 'admin'] },
      schema: {
        summary: "Every user's reported entries, newest first",
        querystring: listLogsQuery,
        response: { 200: okEnvelope(listLogsContent) },
      },
    },
    async (request) => {
      const { type, keyword, last_id: lastId, pageSize } = request.query;
      return ok(request, await listLogs(app.db, { type, keyword, lastId, pageSize }));
    },
  );
};
