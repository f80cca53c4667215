import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionContent } from '@console/contract/auth';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import {
  passkeyParams,
  passkeyRegistrationOptionsBody,
  passkeyRegistrationOptionsContent,
  passkeySignInBody,
  passkeySignInOptionsBody,
  passkeySignInOptionsContent,
  registeredPasskeyContent,
  registerPasskeyBody,
  renamePasskeyBody,
} from '@console/contract/passkeys';
import { passkeyInfo } from '@console/contract/second-factor';
import { requiringMerchantRooms } from '../second-factor/index.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { clientMetaOf } from '../auth/index.ts';
import { removeMyPasskey, renameMyPasskey } from './my-passkeys.ts';
import { passkeyRegistrationOptions, registerPasskey } from './register-passkey.ts';
import { relyingPartyOf } from './relying-party.ts';
import { passkeySignInOptions, signInWithPasskey } from './sign-in-with-passkey.ts';

/** docs/auth.md "Passkeys": my passkeys in /setting/account, and signing in with one. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock.now();
  const userIdOf = (request: FastifyRequest) => requireUser(request).userId;

  app.post(
    '/account/passkeys/options',
    {
      config: { auth: true },
      schema: {
        summary: 'Options to create a passkey, with the ticket of their challenge',
        body: passkeyRegistrationOptionsBody,
        response: { 200: okEnvelope(passkeyRegistrationOptionsContent) },
      },
    },
    async (request) => {
      const input = { userId: userIdOf(request), rp: relyingPartyOf(request), now: now() };
      return ok(request, await passkeyRegistrationOptions(app.db, input));
    },
  );

  app.post(
    '/account/passkeys',
    {
      config: { auth: true },
      schema: {
        summary: 'Register a passkey; the first second factor answers recovery codes too',
        body: registerPasskeyBody,
        response: { 200: okEnvelope(registeredPasskeyContent) },
      },
    },
    async (request) => {
      const { ticket, name, response } = request.body;
      const input = { userId: userIdOf(request), ticket, name, response, now: now() };
      const registered = await registerPasskey(app.db, { ...input, rp: relyingPartyOf(request) });
      // A first factor opens the rooms of merchants that require one (docs/auth.md "Required").
      await app.realtime.deliver(await requiringMerchantRooms(app.db, input.userId));
      return ok(request, registered);
    },
  );

  app.put(
    '/account/passkeys/:id',
    {
      config: { auth: true },
      schema: {
        summary: "Rename one of my passkeys (another user's answers 1002)",
        params: passkeyParams,
        body: renamePasskeyBody,
        response: { 200: okEnvelope(passkeyInfo) },
      },
    },
    async (request) => {
      const input = { userId: userIdOf(request), id: request.params.id, name: request.body.name };
      return ok(request, await renameMyPasskey(app.db, input));
    },
  );

  app.delete(
    '/account/passkeys/:id',
    {
      config: { auth: true },
      schema: {
        summary: "Remove one of my passkeys (another user's answers 1002)",
        params: passkeyParams,
        body: passkeyRegistrationOptionsBody,
        response: { 200: okEnvelope(emptyContent) },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await removeMyPasskey(app.db, { userId, id: request.params.id });
      await app.realtime.deliver(await requiringMerchantRooms(app.db, userId));
      return ok(request, null);
    },
  );

  app.post(
    '/login/passkey/options',
    {
      schema: {
        summary: 'Options to sign in with a passkey (alone, or as the second factor of a ticket)',
        body: passkeySignInOptionsBody,
        response: { 200: okEnvelope(passkeySignInOptionsContent) },
      },
    },
    async (request) => {
      const input = { ticket: request.body?.ticket, rp: relyingPartyOf(request), now: now() };
      return ok(request, await passkeySignInOptions(app.db, input));
    },
  );

  app.post(
    '/login/passkey',
    {
      // A disabled account (403) and the sign-in throttle (429, docs/api.md "Login throttling").
      config: { answers: [403, 429] },
      schema: {
        summary: 'Sign in with a passkey, or give it as the second factor of a ticket',
        body: passkeySignInBody,
        response: { 200: okEnvelope(sessionContent) },
      },
    },
    async (request) => {
      const { ticket, response } = request.body;
      const meta = clientMetaOf(request, now());
      const rp = relyingPartyOf(request);
      const signIn = signInWithPasskey(app.db, { ticket, response, rp, meta });
      // docs/operations.md "Metrics": a refusal counts as a failed sign-in.
      return ok(request, await app.metrics.countSignIn('passkey', signIn));
    },
  );
};
