import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMineContent,
  accountMineQuery,
  defaultMerchantBody,
  leaveMerchantBody,
} from '@console/contract/account';
import { profileContent, updateProfileBody } from '@console/contract/account-profile';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { memberOrigin } from '../../plugins/origin.ts';
import { ok } from '../../http/envelope.ts';
import { readProfile, updateProfile } from './profile.ts';
import { leaveMyMerchant, readMyAccount, setDefaultMerchant } from './my-account.ts';

/** docs/account.md: /account/mine and /setting/user — every signed-in user, whatever their keys. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/mine',
    {
      config: { auth: true },
      schema: {
        summary: 'My merchants, and me inside the merchant of merchants_id',
        querystring: accountMineQuery,
        response: { 200: okEnvelope(accountMineContent) },
      },
    },
    async (request) =>
      ok(
        request,
        await readMyAccount(app.db, {
          userId: requireUser(request).userId,
          merchantId: request.query.merchants_id,
          now: app.clock.now(),
        }),
      ),
  );

  app.put(
    '/account/default-merchant',
    {
      config: { auth: true },
      schema: {
        summary: 'Choose the merchant sign-in opens (null: the last used one)',
        body: defaultMerchantBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await setDefaultMerchant(app.db, { userId, merchantId: request.body.merchantId });
      return ok(request, null);
    },
  );

  app.post(
    '/account/leave',
    {
      config: { auth: true },
      schema: {
        summary: 'Leave a merchant (refused for its owner)',
        body: leaveMerchantBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { merchantId } = request.body;
      // The sockets leave the merchant's rooms once the write has committed
      // (docs/realtime.md "Membership changes").
      await leaveMyMerchant(app.write, memberOrigin(request), { userId, merchantId });
      return ok(request, null);
    },
  );

  app.get(
    '/account/profile',
    {
      config: { auth: true },
      schema: {
        summary: 'My nickname, avatar and time zone',
        response: { 200: okEnvelope(profileContent) },
      },
    },
    async (request) => ok(request, await readProfile(app.db, requireUser(request).userId)),
  );

  app.put(
    '/account/profile',
    {
      config: { auth: true },
      schema: {
        summary: 'Change my nickname, avatar (one of my uploads) and time zone',
        body: updateProfileBody,
        response: { 200: okEnvelope(profileContent) },
      },
    },
    async (request) => {
      const { nickname, avatarImageId, timeZone } = request.body;
      const change = { nickname, avatarImageId, timeZone };
      return ok(
        request,
        await updateProfile(app.db, { userId: requireUser(request).userId, change }),
      );
    },
  );
};
