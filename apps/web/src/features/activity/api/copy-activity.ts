import type { ActivityContent } from '@console/contract/activities';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/activities/{id}/copy: a new draft with the same fields. */
export async function copyActivity(id: number, intent?: WriteIntent) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: `/activities/${id}/copy`,
    body: {},
    idempotencyKey: intent?.idempotencyKey,
  });
  return contentOf(result).activity;
}
