import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  createRecordBody,
  recordActionBody,
  recordContent,
  recordParams,
  recordsContent,
  reviewContent,
  updateRecordBody,
} from '@console/contract/merchant-records';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import {
  createRecord,
  existWaitAudit,
  getRecord,
  listRecords,
  updateRecord,
  type RecordFields,
} from './service.ts';
import { submitRecord, withdrawRecord } from './submit-record.ts';

const record = { 200: okEnvelope(recordContent) };

/** The form's fields, without the envelope's merchants_id and the version. */
function fieldsOf(body: RecordFields & { merchants_id?: number; version?: number }): RecordFields {
  const { merchants_id: _merchant, version: _version, ...fields } = body;
  return fields;
}

/** DESIGN §4 merchant onboarding record (/record): the submitter's side. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  // The submitter is not yet a member of any merchant: the trail names them as a member, the
  // owner their approved record makes them (docs/onboarding.md "Trail").
  const actorOf = (request: FastifyRequest) => ({
    userId: requireUser(request).userId,
    origin: memberOrigin(request),
  });
  const services = { db: app.db, write: app.write };

  app.get(
    '/merchants/review',
    {
      config: { auth: true },
      schema: {
        summary: 'Is a merchant record of the caller awaiting audit? (spec §7)',
        response: { 200: okEnvelope(reviewContent) },
      },
    },
    async (request) =>
      ok(request, { exist_wait_audit: await existWaitAudit(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/merchantRecords',
    {
      config: { auth: true },
      schema: {
        summary: "The caller's merchant records, newest first",
        response: { 200: okEnvelope(recordsContent) },
      },
    },
    async (request) =>
      ok(request, { records: await listRecords(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/merchantRecords/:id',
    {
      config: { auth: true },
      schema: { summary: 'One of the caller’s records', params: recordParams, response: record },
    },
    async (request) =>
      ok(request, {
        record: await getRecord(app.db, requireUser(request).userId, request.params.id),
      }),
  );

  app.post(
    '/merchantRecords',
    {
      config: { auth: true, idempotent: true },
      schema: { summary: 'Save a new draft record', body: createRecordBody, response: record },
    },
    async (request) =>
      ok(request, {
        record: await createRecord(services, actorOf(request), fieldsOf(request.body)),
      }),
  );

  app.put(
    '/merchantRecords/:id',
    {
      config: { auth: true },
      schema: {
        summary: 'Edit a draft or rejected record (the whole form)',
        params: recordParams,
        body: updateRecordBody,
        response: record,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version } = request.body;
      const fields = fieldsOf(request.body);
      return ok(request, {
        record: await updateRecord(services, actorOf(request), { id, version, fields }),
      });
    },
  );

  app.post(
    '/merchantRecords/:id/submit',
    {
      config: { auth: true, idempotent: true },
      schema: {
        summary: 'Submit (or resubmit) a record for audit',
        params: recordParams,
        body: recordActionBody,
        response: record,
      },
    },
    async (request) => {
      const input = { id: request.params.id, version: request.body.version };
      return ok(request, { record: await submitRecord(services, actorOf(request), input) });
    },
  );

  app.post(
    '/merchantRecords/:id/withdraw',
    {
      config: { auth: true },
      schema: {
        summary: 'Take a pending record back to draft',
        params: recordParams,
        body: recordActionBody,
        response: record,
      },
    },
    async (request) => {
      const input = { id: request.params.id, version: request.body.version };
      return ok(request, { record: await withdrawRecord(services, actorOf(request), input) });
    },
  );
};
