import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AuditKind,
  auditCountsContent,
  decideBody,
  decisionContent,
  listSubmissionsQuery,
  submissionDetailContent,
  submissionParams,
  submissionsContent,
} from '@console/contract/audit';
import { okEnvelope } from '@console/contract/envelope';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { operatorOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import { countPending, getSubmissionDetail, listSubmissions } from '../audit/index.ts';
import { maskLicenceSnapshot } from '../licences/index.ts';
import { decideSubmission } from './decide-submission.ts';

/** DESIGN §6: what operators read is masked like any other read of the same data. */
const maskSnapshot = (kind: AuditKind, snapshot: Record<string, unknown>) =>
  kind === 'licence' ? maskLicenceSnapshot(snapshot) : snapshot;

/**
 * DESIGN §4 operator audit centre: platform roles op and admin only. The queue is the audit
 * module's; the decisions go through the doors of the subjects (docs/server.md "Modules").
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const operators = { roles: ['op', 'admin'] } as const;

  app.get(
    '/audit/submissions',
    {
      config: operators,
      schema: {
        summary: 'The audit queue (pending) or the decision log',
        querystring: listSubmissionsQuery,
        response: { 200: okEnvelope(submissionsContent) },
      },
    },
    async (request) => {
      const { kind, status, keyword, last_id: lastId, pageSize } = request.query;
      return ok(
        request,
        await listSubmissions(app.db, { kind, status, keyword, lastId, pageSize }),
      );
    },
  );

  app.get(
    '/audit/counts',
    {
      config: operators,
      schema: {
        summary: 'Pending submissions per kind',
        response: { 200: okEnvelope(auditCountsContent) },
      },
    },
    async (request) => ok(request, await countPending(app.db)),
  );

  app.get(
    '/audit/submissions/:id',
    {
      config: operators,
      schema: {
        summary: 'What was submitted, and what changed since the last decision',
        params: submissionParams,
        response: { 200: okEnvelope(submissionDetailContent) },
      },
    },
    async (request) =>
      ok(request, await getSubmissionDetail(app.db, request.params.id, maskSnapshot)),
  );

  app.post(
    '/audit/submissions/:id/decision',
    {
      config: operators,
      schema: {
        summary: 'Approve, or reject with a reason',
        params: submissionParams,
        body: decideBody,
        response: { 200: okEnvelope(decisionContent) },
      },
    },
    async (request) => {
      const services = { db: app.db, write: app.write };
      const submission = await decideSubmission(services, operatorOrigin(request), {
        submissionId: request.params.id,
        operatorId: requireUser(request).userId,
        approve: request.body.decision === 'approve',
        reason: request.body.reason || null,
      });
      return ok(request, { submission });
    },
  );
};
