import { setTimeout as sleep } from 'node:timers/promises';
import { apiCodes } from '@console/contract/api-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@console/contract/idempotency';
import { AppError } from './app-error.ts';
import {
  claimSlot,
  deleteExpired,
  hashKey,
  hashRequest,
  openAnswer,
  releaseSlot,
  sealAnswer,
  storeAnswer,
  type IdempotencySlot,
} from './idempotency-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A create: a repeat with the same `Idempotency-Key` gets the first answer (docs/api.md). */
    idempotent?: true;
  }
  interface FastifyRequest {
    idempotencyClaim: (IdempotencySlot & { key: string }) | null;
  }
}

/** How long a duplicate waits for the first request to finish before answering 1004. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 25;
const CLEANUP_EVERY_MS = 10 * 60_000;

/** Register has no caller yet: its key alone names the intent, per route. */
function scopeOf(request: FastifyRequest): string {
  if (request.sessionUser) return `user:${request.sessionUser.userId}`;
  if (request.customer) return `customer:${request.customer.customerId}`;
  return 'anonymous';
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && IDEMPOTENCY_KEY_PATTERN.test(raw)) return raw;
  throw new AppError(apiCodes.rejected, 'idempotency.keyInvalid', {
    fields: { [IDEMPOTENCY_KEY_HEADER]: 'idempotency.keyInvalid' },
  });
}

function replay(reply: FastifyReply, key: string, status: number, sealed: string) {
  return reply
    .status(status)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(openAnswer(key, sealed));
}

async function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyClaim', null);
  let lastCleanup = 0;

  // preHandler, registered after the merchant context: a caller refused there claims nothing.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const slot = {
      scope: scopeOf(request),
      route: `${request.method} ${request.routeOptions.url}`,
      keyHash: hashKey(key),
    };
    const requestHash = hashRequest(`${request.url}\n${JSON.stringify(request.body ?? null)}`);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const state = await claimSlot(app.db, slot, requestHash, app.clock.now());
      if (state.kind === 'claimed') {
        request.idempotencyClaim = { ...slot, key };
        return;
      }
      // A first attempt that was refused released the key: claim it again.
      if (state.kind === 'free') continue;
      if (state.requestHash !== requestHash)
        throw new AppError(apiCodes.rejected, 'idempotency.keyReused');
      if (state.kind === 'done') return replay(reply, key, state.answer.status, state.answer.body);
      // Written, but its answer was lost with its node: done, and not done again.
      if (state.kind === 'written') throw new AppError(apiCodes.conflict, 'idempotency.written');
      // Real time, not the app clock: this is how long a client waits, not a business rule.
      if (Date.now() > deadline) throw new AppError(apiCodes.conflict, 'idempotency.inProgress');
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const { key, ...slot } = claim;
    if (reply.statusCode < 300 && typeof payload === 'string') {
      const sealed = sealAnswer(key, payload);
      await storeAnswer(app.db, slot, { status: reply.statusCode, body: sealed });
    } else {
      await releaseSlot(app.db, slot);
    }
    const now = app.clock.now();
    if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await deleteExpired(app.db, now);
    }
    return payload;
  });
}

export const idempotencyPlugin = fp(registerIdempotency, {
  name: 'idempotency',
  dependencies: ['app-context', 'auth', 'merchant-context'],
});
