import type { FastifyRequest } from 'fastify';
import type { Actor, Origin } from '../write/origin.ts';

// Who makes a request's write, and from where (docs/trail.md "Entries").

function originOf(request: FastifyRequest, actor: Actor): Origin {
  const userAgent = request.headers['user-agent'];
  return {
    actor,
    ip: request.ip,
    // Kept as sent, cut to a length a person can read.
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
    requestId: request.id,
    idempotency: request.idempotencyClaim
      ? {
          scope: request.idempotencyClaim.scope,
          route: request.idempotencyClaim.route,
          keyHash: request.idempotencyClaim.keyHash,
        }
      : null,
  };
}

/** A signed-in member of the merchant the request acts for (its owner or a sub-account). */
export function memberOrigin(request: FastifyRequest): Origin {
  return originOf(request, { type: 'member', userId: signedIn(request) });
}

/** A signed-in platform operator (system management, audit decisions). */
export function operatorOrigin(request: FastifyRequest): Origin {
  return originOf(request, { type: 'operator', userId: signedIn(request) });
}

/** A signed-in storefront customer. */
export function customerOrigin(request: FastifyRequest): Origin {
  const customer = request.customer;
  if (!customer) throw new Error('customerOrigin on a request without a signed-in customer');
  return originOf(request, { type: 'customer', customerId: customer.customerId });
}

/**
 * A customer acting through a link that stands for them (a review request's link,
 * docs/reviews.md "Review requests"), signed in or not.
 */
export function linkOrigin(request: FastifyRequest, customerId: number): Origin {
  return originOf(request, { type: 'customer', customerId });
}

function signedIn(request: FastifyRequest): number {
  const user = request.sessionUser;
  if (!user) throw new Error('an origin on a request without a signed-in user');
  return user.userId;
}
