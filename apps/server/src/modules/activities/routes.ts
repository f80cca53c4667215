import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  activitiesContent,
  activityActionBody,
  activityContent,
  activityEmptyBody,
  activityListQuery,
  activityOverviewContent,
  activityParams,
  createActivityBody,
  updateActivityBody,
} from '@console/contract/activities';
import { merchantQuery } from '@console/contract/merchants';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { fieldsOf } from './activity-fields.ts';
import { activityOverview } from './activity-overview.ts';
import { listActivities } from './list-activities.ts';
import {
  copyActivity,
  createActivity,
  deleteActivity,
  getActivity,
  updateActivity,
} from './service.ts';
import { submitActivity, takeActivityOffline } from './submit-activity.ts';

const one = { 200: okEnvelope(activityContent) };
const view = { merchant: 'activity:view' } as const;
const edit = { merchant: 'activity:edit' } as const;

/**
 * DESIGN §4 "Activity" / docs/api.md "Activities": the merchant's activities (/activity/list,
 * /activity/{id}).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: FastifyRequest) => ({
    membership: requireMerchant(request),
    userId: requireUser(request).userId,
    now: app.clock.now(),
    origin: memberOrigin(request),
  });
  const services = { db: app.db, write: app.write };
  const merchantOf = (request: FastifyRequest) => requireMerchant(request).merchantId;

  app.get(
    '/activities',
    {
      config: { ...view, answers: [409] },
      schema: {
        summary: "The merchant's activities, filtered and sorted (keyset by last_id)",
        querystring: activityListQuery,
        response: { 200: okEnvelope(activitiesContent) },
      },
    },
    async (request) => {
      const { last_id: lastId, startFrom, startTo, keyword, ...rest } = request.query;
      const input = {
        ...rest,
        lastId,
        keyword: keyword || undefined,
        startFrom: startFrom === undefined ? undefined : new Date(startFrom),
        startTo: startTo === undefined ? undefined : new Date(startTo),
      };
      return ok(request, await listActivities(app.db, merchantOf(request), input, app.clock.now()));
    },
  );

  app.get(
    '/activities/:id',
    {
      config: view,
      schema: {
        summary: 'One activity',
        params: activityParams,
        querystring: merchantQuery,
        response: one,
      },
    },
    async (request) =>
      ok(request, {
        activity: await getActivity(
          app.db,
          merchantOf(request),
          request.params.id,
          app.clock.now(),
        ),
      }),
  );

  app.get(
    '/activities/:id/overview',
    {
      config: view,
      schema: {
        summary: 'Review history and figures of one activity (detail page)',
        params: activityParams,
        querystring: merchantQuery,
        response: { 200: okEnvelope(activityOverviewContent) },
      },
    },
    async (request) =>
      ok(request, await activityOverview(app.db, merchantOf(request), request.params.id)),
  );

  app.post(
    '/activities',
    {
      config: { ...edit, idempotent: true },
      schema: { summary: 'Save a new draft', body: createActivityBody, response: one },
    },
    async (request) =>
      ok(request, {
        activity: await createActivity(services, actorOf(request), fieldsOf(request.body)),
      }),
  );

  app.put(
    '/activities/:id',
    {
      config: edit,
      schema: {
        summary: 'Edit an activity (the whole form); an approved one goes back to review',
        params: activityParams,
        body: updateActivityBody,
        response: one,
      },
    },
    async (request) => {
      const input = {
        id: request.params.id,
        version: request.body.version,
        fields: fieldsOf(request.body),
      };
      return ok(request, { activity: await updateActivity(services, actorOf(request), input) });
    },
  );

  const action = (summary: string) => ({
    config: { ...edit, idempotent: true } as const,
    schema: { summary, params: activityParams, body: activityActionBody, response: one },
  });

  app.post('/activities/:id/submit', action('Submit for review'), async (request) => {
    const input = { id: request.params.id, version: request.body.version };
    return ok(request, { activity: await submitActivity(services, actorOf(request), input) });
  });

  app.post(
    '/activities/:id/offline',
    action('Take an approved activity offline'),
    async (request) => {
      const input = { id: request.params.id, version: request.body.version };
      return ok(request, {
        activity: await takeActivityOffline(services, actorOf(request), input),
      });
    },
  );

  app.post(
    '/activities/:id/copy',
    {
      config: { ...edit, idempotent: true },
      schema: {
        summary: 'Copy as a new draft',
        params: activityParams,
        querystring: merchantQuery,
        body: activityEmptyBody,
        response: one,
      },
    },
    async (request) =>
      ok(request, { activity: await copyActivity(services, actorOf(request), request.params.id) }),
  );

  app.delete(
    '/activities/:id',
    {
      config: edit,
      schema: {
        summary: 'Delete a draft',
        params: activityParams,
        querystring: merchantQuery,
        body: activityEmptyBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      await deleteActivity(services, actorOf(request), request.params.id);
      return ok(request, null);
    },
  );
};
