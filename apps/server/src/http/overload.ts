import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getHeapStatistics } from 'node:v8';
import type { Config } from '../config.ts';

/** Seconds a refused caller is told to wait (the console's reads wait this long, then retry). */
const BUSY_RETRY_AFTER_SECONDS = 2;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/under-pressure's per-route handler (its types leave the route config out). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/**
 * A route's config that answers even past the limits: a handler that returns nothing lets the
 * request through (used by GET /metrics, docs/operations.md "Metrics").
 */
export const servedWhenBusy = { pressureHandler: () => undefined };

/** What the plugin raises for a request it refuses; the error handler answers it "busy". */
export class BusyError extends Error {
  constructor() {
    super('overloaded');
    this.name = 'BusyError';
  }
}

/**
 * docs/operations.md "Overload": past an event-loop delay or a heap limit the node answers 503
 * with `Retry-After` and the envelope (9999, "busy") instead of queueing without end, through
 * Fastify's maintained plugin, which samples both every `sampleMs`.
 */
async function overload(app: FastifyInstance, limits: Config['overload']) {
  const { eventLoopDelayMs, heapUsedBytes, sampleMs } = limits;
  const heapLimit = heapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9);
  if (eventLoopDelayMs === 0 && heapLimit === 0) return;
  await app.register(underPressure, {
    ...(eventLoopDelayMs > 0 ? { maxEventLoopDelay: eventLoopDelayMs } : {}),
    ...(heapLimit > 0 ? { maxHeapUsedBytes: heapLimit } : {}),
    sampleInterval: sampleMs,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    customError: BusyError,
  });
}

export const overloadPlugin = fp(overload, { name: 'overload' });
