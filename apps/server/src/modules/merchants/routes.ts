import { emptyBody } from '@console/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  lastUseParams,
  merchantContextContent,
  merchantMembersContent,
  merchantQuery,
  merchantTimeZoneBody,
  merchantTimeZoneContent,
  userMerchantsContent,
} from '@console/contract/merchants';
import {
  merchantSecondFactorBody,
  merchantSecondFactorContent,
} from '@console/contract/second-factor';
import { apiCodes } from '@console/contract/api-codes';
import { AppError } from '../../http/app-error.ts';
import { forgetIdentities } from '../../identity/index.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../plugins/merchant-context-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { setMerchantSecondFactor, setMerchantTimeZone } from './merchant-doors.ts';
import { listUserMerchants } from './user-merchants.ts';
import { describeContext, listMembers, useMerchant } from './service.ts';

export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userMerchants',
    {
      config: { auth: true },
      schema: {
        summary: "The caller's merchants, last used first",
        response: { 200: okEnvelope(userMerchantsContent) },
      },
    },
    async (request) =>
      ok(request, { merchants: await listUserMerchants(app.db, requireUser(request).userId) }),
  );

  app.put(
    '/merchants/lastUse/:merchantId',
    {
      config: { auth: true },
      schema: {
        body: emptyBody,
        summary: 'Record the merchant the caller switched to (spec §4)',
        params: lastUseParams,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await useMerchant(app.db, {
        userId,
        merchantId: request.params.merchantId,
        now: app.clock.now(),
      });
      return ok(request, null);
    },
  );

  app.get(
    '/merchant/context',
    {
      config: { merchant: true },
      schema: {
        summary: 'The caller inside the current merchant',
        querystring: merchantQuery,
        response: { 200: okEnvelope(merchantContextContent) },
      },
    },
    async (request) => ok(request, describeContext(requireMerchant(request))),
  );

  app.put(
    '/merchant/time-zone',
    {
      config: { merchant: 'shop:edit' },
      schema: {
        summary: "The zone of the merchant's days (the home's buckets and the order list's dates)",
        body: merchantTimeZoneBody,
        response: { 200: okEnvelope(merchantTimeZoneContent) },
      },
    },
    async (request) => {
      const { merchantId } = requireMerchant(request);
      const { timeZone } = request.body;
      const changed = await app.write(memberOrigin(request), (w) =>
        setMerchantTimeZone(w, merchantId, timeZone),
      );
      // The memberships cached with the old zone are read again (after commit).
      if (changed) forgetIdentities();
      return ok(request, { timeZone });
    },
  );

  app.get(
    '/merchant/second-factor',
    {
      config: { merchant: true },
      schema: {
        summary: 'Whether the merchant requires a second factor of everyone working here',
        querystring: merchantQuery,
        response: { 200: okEnvelope(merchantSecondFactorContent) },
      },
    },
    async (request) => ok(request, { required: requireMerchant(request).requireSecondFactor }),
  );

  app.put(
    '/merchant/second-factor',
    {
      config: { merchant: true },
      schema: {
        summary: 'The owner requires a second factor of everyone working here, or lifts it',
        body: merchantSecondFactorBody,
        response: { 200: okEnvelope(merchantSecondFactorContent) },
      },
    },
    async (request) => {
      const membership = requireMerchant(request);
      // docs/auth.md "Required": the owner's choice only.
      if (membership.role !== 'owner') throw new AppError(apiCodes.forbidden, 'error.forbidden');
      const { required } = request.body;
      const input = {
        merchantId: membership.merchantId,
        required,
        ownerHasSecondFactor: requireUser(request).secondFactor,
      };
      const changed = await app.write(memberOrigin(request), (w) =>
        setMerchantSecondFactor(w, input),
      );
      // The memberships cached with the old choice are read again (after commit).
      if (changed) forgetIdentities();
      return ok(request, { required });
    },
  );

  app.get(
    '/merchant/members',
    {
      config: { merchant: 'member:manage' },
      schema: {
        summary: "The current merchant's members",
        querystring: merchantQuery,
        response: { 200: okEnvelope(merchantMembersContent) },
      },
    },
    async (request) =>
      ok(request, { members: await listMembers(app.db, requireMerchant(request).merchantId) }),
  );
};
