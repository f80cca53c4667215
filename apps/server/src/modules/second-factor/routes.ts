import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@console/contract/fields';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  recoveryCodesContent,
  secondFactorCodeBody,
  secondFactorStatus as statusContent,
  totpCodeBody,
  totpSetupContent,
} from '@console/contract/second-factor';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import {
  disableTotp,
  enableTotp,
  renewRecoveryCodes,
  secondFactorStatus,
  setUpTotp,
} from './account-totp.ts';
import { requiringMerchantRooms } from './required-by.ts';

/** docs/auth.md: my second factor in /setting/account. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const codeInput = (request: { ip: string }, userId: number, code: string) => ({
    userId,
    code,
    ip: request.ip,
    now: app.clock.now(),
  });

  app.get(
    '/account/second-factor',
    {
      config: { auth: true },
      schema: { summary: 'My second factors', response: { 200: okEnvelope(statusContent) } },
    },
    async (request) => ok(request, await secondFactorStatus(app.db, requireUser(request).userId)),
  );

  app.post(
    '/account/totp/setup',
    {
      config: { auth: true, answers: [409] },
      schema: {
        summary: 'A new authenticator secret, waiting for its first code',
        body: emptyBody,
        response: { 200: okEnvelope(totpSetupContent) },
      },
    },
    async (request) => ok(request, await setUpTotp(app.db, requireUser(request).userId)),
  );

  app.post(
    '/account/totp/enable',
    {
      config: { auth: true, answers: [409] },
      schema: {
        summary: 'Turn the authenticator app on with its first code; answers recovery codes',
        body: totpCodeBody,
        response: { 200: okEnvelope(recoveryCodesContent) },
      },
    },
    async (request) => {
      const input = codeInput(request, requireUser(request).userId, request.body.code);
      const recoveryCodes = await enableTotp(app.db, input);
      await app.realtime.deliver(await requiringMerchantRooms(app.db, input.userId));
      return ok(request, { recoveryCodes });
    },
  );

  app.post(
    '/account/totp/disable',
    {
      config: { auth: true, answers: [429] },
      schema: {
        summary: 'Turn the authenticator app off with a current code or a recovery code',
        body: secondFactorCodeBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const input = codeInput(request, requireUser(request).userId, request.body.code);
      await disableTotp(app.db, input);
      await app.realtime.deliver(await requiringMerchantRooms(app.db, input.userId));
      return ok(request, null);
    },
  );

  app.post(
    '/account/recovery-codes',
    {
      config: { auth: true, answers: [429] },
      schema: {
        summary: 'Ten new recovery codes (the old ones stop working)',
        body: secondFactorCodeBody,
        response: { 200: okEnvelope(recoveryCodesContent) },
      },
    },
    async (request) => {
      const input = codeInput(request, requireUser(request).userId, request.body.code);
      return ok(request, { recoveryCodes: await renewRecoveryCodes(app.db, input) });
    },
  );
};
