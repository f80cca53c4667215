import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import fp from 'fastify-plugin';
import type { PermissionKey, PlatformRole } from '@console/contract/roles';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import { idField } from '@console/contract/fields';
import {
  findSessionMembership,
  findSessionUser,
  noteSessionUse,
  roleRequiringSecondFactor,
  tokenFromCookie,
  tokenFromHeader,
  type Membership,
  type SessionUser,
} from '../identity/index.ts';
import { AppError } from '../http/app-error.ts';
import { localeOf } from '../http/envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `true`: the route needs a signed-in user (1007 otherwise). `'optional'`: a valid token
     * identifies the caller, a missing or stale one leaves the caller anonymous.
     */
    auth?: boolean | 'optional';
    /**
     * Also accept the `admin-token` cookie (spec §3 session cookie). Only for reads an <img>
     * makes: a cookie is sent by the browser on its own, so writes never accept it (CSRF).
     */
    cookieAuth?: boolean;
    /** Platform roles allowed on the route (spec §6; implies auth); others get 1003 (DESIGN §3). */
    roles?: readonly PlatformRole[];
    /** The route needs a merchant context; a key also needs that permission (implies auth). */
    /** A member of the merchant; with a key (or any of several keys), one who holds it. */
    merchant?: true | PermissionKey | readonly PermissionKey[];
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    /** The membership the session lookup already read (see `merchantHint`), if it did. */
    preloadedMembership: { merchantId: number; membership: Membership | undefined } | null;
  }
}

/** The signed-in user of a route that declared `auth` or `merchant`. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
  return request.sessionUser;
}

/**
 * The merchant a merchant-scoped GET names in its query string, so the session lookup can read
 * the membership in the same query (one database round trip instead of two). The merchant
 * context still decides (merchant-context-plugin.ts); a body's merchants_id is read after
 * validation, so other methods look the membership up there.
 */
function merchantHint(request: FastifyRequest): number | undefined {
  if (!request.routeOptions.config.merchant || request.method !== 'GET') return undefined;
  const parsed = idField.safeParse(
    (request.query as Record<string, unknown> | undefined)?.merchants_id,
  );
  return parsed.success ? parsed.data : undefined;
}

async function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('preloadedMembership', null);
  // onRequest: an anonymous caller is turned away before its body is even parsed.
  app.addHook('onRequest', async (request) => {
    const { auth, merchant, roles, cookieAuth } = request.routeOptions.config;
    if (!auth && !merchant && !roles) return;
    const token =
      tokenFromHeader(request.headers.authorization) ??
      (cookieAuth && request.method === 'GET'
        ? tokenFromCookie(request.headers.cookie)
        : undefined);
    // A storefront customer's token never opens a staff route (docs/api.md "Storefront customers
    // and orders").
    const isStaffToken = token !== undefined && !token.startsWith(CUSTOMER_TOKEN_PREFIX);
    let user: SessionUser | undefined;
    const merchantId = isStaffToken ? merchantHint(request) : undefined;
    if (isStaffToken && merchantId !== undefined) {
      const found = await findSessionMembership(app.db, token, merchantId, app.clock.now());
      user = found.user;
      request.preloadedMembership = { merchantId, membership: found.membership };
    } else if (isStaffToken) {
      user = await findSessionUser(app.db, token, app.clock.now());
    }
    if (auth === 'optional' && !merchant && !roles) {
      request.sessionUser = user ?? null;
      return;
    }
    if (!user) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
    if (roles && !roles.includes(user.role))
      throw new AppError(apiCodes.forbidden, 'error.forbidden');
    // docs/auth.md "Required": a platform role may require a second factor of its holders.
    if (roles && !user.secondFactor) {
      const role = await roleRequiringSecondFactor(app.db, user.userId);
      if (role) {
        const name = localeOf(request) === 'en-US' && role.nameEn ? role.nameEn : role.name;
        throw new AppError(apiCodes.forbidden, 'auth.secondFactorRequiredByRole', {
          params: { role: name },
        });
      }
    }
    request.sessionUser = user;
    noteSessionUse(app.db, user.sessionId, app.clock.now());
  });
}

export const authPlugin = fp(registerAuth, { name: 'auth', dependencies: ['app-context'] });
