import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionKey } from '@console/contract/roles';
import { findSessionUser, type SessionUser } from '../modules/auth/sessions.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a signed-in user (1007 otherwise). */
    auth?: boolean;
    /** The route needs a merchant context; a key also needs that permission (implies auth). */
    merchant?: true | PermissionKey;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** spec §7: `Authorization: <token>`; `Bearer <token>` is accepted as well (DESIGN §3). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const token = value.replace(/^bearer(\s+|$)/i, '');
  return token.length > 0 && token.length <= 256 ? token : undefined;
}

/** The signed-in user of a route that declared `auth` or `merchant`. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('1007', 'auth.loginExpired');
  return request.sessionUser;
}

async function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessionUser', null);
  // onRequest: an anonymous caller is turned away before its body is even parsed.
  app.addHook('onRequest', async (request) => {
    const { auth, merchant } = request.routeOptions.config;
    if (!auth && !merchant) return;
    const token = tokenFromHeader(request.headers.authorization);
    const user = token ? await findSessionUser(app.db, token, app.clock.now()) : undefined;
    if (!user) throw new AppError('1007', 'auth.loginExpired');
    request.sessionUser = user;
  });
}

export const authPlugin = fp(registerAuth, { name: 'auth', dependencies: ['app-context'] });
