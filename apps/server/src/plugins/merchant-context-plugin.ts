import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NO_MERCHANT_TEXT, apiCodes } from '@console/contract/api-codes';
import { idField } from '@console/contract/fields';
import { hasPermission } from '@console/contract/roles';
import { findActiveMembership, type Membership } from '../identity/index.ts';
import { AppError, fieldError } from '../http/app-error.ts';
import { requireUser } from './auth-plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    merchantContext: Membership | null;
  }
}

function rawMerchantsId(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>).merchants_id;
    if (value !== undefined && value !== null) return value;
  }
  return (request.query as Record<string, unknown> | undefined)?.merchants_id;
}

/** spec §7: merchants_id from the body, or from the query when there is no body. */
function merchantIdOf(request: FastifyRequest): number {
  const raw = rawMerchantsId(request);
  if (raw === undefined || raw === null || raw === '') {
    // spec §8: the web recognises this exact text and asks the user to register a merchant.
    throw new AppError(apiCodes.rejected, 'merchant.none', { fixedText: NO_MERCHANT_TEXT });
  }
  const parsed = idField.safeParse(raw);
  if (!parsed.success) throw fieldError('merchants_id', 'validation.invalid');
  return parsed.data;
}

/** The merchant context of a route that declared `merchant`. */
export function requireMerchant(request: FastifyRequest): Membership {
  if (!request.merchantContext) throw new AppError(apiCodes.forbidden, 'merchant.notMember');
  return request.merchantContext;
}

async function registerMerchantContext(app: FastifyInstance) {
  app.decorateRequest('merchantContext', null);
  // preHandler: after validation, so a body's merchants_id has been parsed by the route schema.
  app.addHook('preHandler', async (request) => {
    const required = request.routeOptions.config.merchant;
    if (!required) return;
    const user = requireUser(request);
    const merchantId = merchantIdOf(request);
    const preloaded = request.preloadedMembership;
    const membership =
      preloaded?.merchantId === merchantId
        ? preloaded.membership
        : await findActiveMembership(app.db, user.userId, merchantId);
    // DESIGN §6: another merchant, a disabled member or a disabled merchant all answer 1003.
    if (!membership) throw new AppError(apiCodes.forbidden, 'merchant.notMember');
    // docs/auth.md "Required": the owner requires a second factor of everyone working here.
    if (membership.requireSecondFactor && !user.secondFactor) {
      throw new AppError(apiCodes.forbidden, 'auth.secondFactorRequired', {
        params: { merchant: membership.merchantName },
      });
    }
    const keys = required === true ? [] : typeof required === 'string' ? [required] : required;
    if (keys.length > 0 && !keys.some((key) => hasPermission(membership, key))) {
      throw new AppError(apiCodes.forbidden, 'error.forbidden');
    }
    request.merchantContext = membership;
  });
}

export const merchantContextPlugin = fp(registerMerchantContext, {
  name: 'merchant-context',
  dependencies: ['app-context', 'auth'],
});
