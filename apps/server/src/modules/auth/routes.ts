import { emptyBody } from '@console/contract/fields';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginByCaptchaBody,
  registerBody,
  resetPasswordBody,
  sessionContent,
  userInfo,
} from '@console/contract/auth';
import { emptyContent, okEnvelope } from '@console/contract/envelope';
import { loginContent, secondFactorBody } from '@console/contract/second-factor';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { registerUser } from './register-user.ts';
import { resetPassword } from './reset-password.ts';
import { revokeSession } from '../../identity/index.ts';
import { signInWithCaptcha, signInWithPassword, signInWithSecondFactor } from './sign-in.ts';
import { loadUserInfo } from './user-info.ts';
import { clientMetaOf } from './client-meta.ts';

const session = { 200: okEnvelope(sessionContent) };
/** A session, or the ticket of a second factor still to give (docs/auth.md). */
const login = { 200: okEnvelope(loginContent) };
const empty = { 200: okEnvelope(emptyContent) };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const metaOf = (request: FastifyRequest) => clientMetaOf(request, app.clock.now());
  // docs/operations.md "Metrics": each refused sign-in, by method and the answer's code.
  const { countSignIn } = app.metrics;

  app.post(
    '/register',
    {
      config: { idempotent: true },
      schema: { summary: 'Sign up (spec §3)', body: registerBody, response: session },
    },
    async (request) => ok(request, await registerUser(app.db, request.body, metaOf(request))),
  );

  app.post(
    '/login',
    // A disabled account (403) and the sign-in throttle (429, docs/api.md "Login throttling").
    {
      config: { answers: [403, 429] },
      schema: { summary: 'Sign in with mail or mobile', body: loginBody, response: login },
    },
    async (request) => {
      const signIn = signInWithPassword(app.db, request.body, metaOf(request));
      return ok(request, await countSignIn('password', signIn));
    },
  );

  app.post(
    '/login/captcha',
    {
      config: { answers: [403, 429] },
      schema: { summary: 'Sign in with a code', body: loginByCaptchaBody, response: login },
    },
    async (request) => {
      const signIn = signInWithCaptcha(app.db, request.body, metaOf(request));
      return ok(request, await countSignIn('code', signIn));
    },
  );

  app.post(
    '/login/second-factor',
    {
      config: { answers: [403, 429] },
      schema: {
        summary: 'Give the second factor of a sign-in: an app code or a recovery code',
        body: secondFactorBody,
        response: login,
      },
    },
    async (request) => {
      const signIn = signInWithSecondFactor(app.db, request.body, metaOf(request));
      return ok(request, await countSignIn('second_factor', signIn));
    },
  );

  app.post(
    '/password/reset',
    { schema: { summary: 'Forgot password', body: resetPasswordBody, response: empty } },
    async (request) => {
      const { userId } = await resetPassword(app.db, request.body, app.clock.now());
      // DESIGN §3: a password change ends every session, and so every open socket.
      await app.realtime.deliver([{ to: 'disconnect-user', userId }]);
      return ok(request, null);
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: true },
      schema: { body: emptyBody, summary: 'End this session', response: empty },
    },
    async (request) => {
      const { sessionId } = requireUser(request);
      await revokeSession(app.db, sessionId, app.clock.now());
      // Only this session's sockets: the user's other browsers stay signed in.
      await app.realtime.deliver([{ to: 'disconnect-session', sessionId }]);
      return ok(request, null);
    },
  );

  app.get(
    '/userInfo',
    {
      config: { auth: true },
      schema: { summary: 'spec §3 user info', response: { 200: okEnvelope(userInfo) } },
    },
    async (request) => ok(request, await loadUserInfo(app.db, requireUser(request).userId)),
  );
};
