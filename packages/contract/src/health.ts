import { z } from 'zod';

/**
 * GET /api/health, a readiness answer a load balancer can use (docs/api.md "Codes"): HTTP 200 with
 * code 0000 while the database answers; HTTP 503 with code 9999 and the same content when it does
 * not. Redis only carries realtime events between nodes, so its loss degrades realtime but the
 * node stays ready (`not_configured` when REDIS_URL is unset).
 */
export const healthContent = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
});
export type HealthContent = z.infer<typeof healthContent>;
export type RedisHealth = HealthContent['redis'];

/** A probe gives each dependency this long, so a hung one never hangs the load balancer. */
export const HEALTH_TIMEOUT_MS = 1000;
