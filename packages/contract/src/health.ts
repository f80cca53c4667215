import { z } from 'zod';

/** GET /api/health: answers once the database replied to `select 1`. */
export const healthContent = z.object({ status: z.literal('ok') });
export type HealthContent = z.infer<typeof healthContent>;
