import type { ActivityContent, CreateActivityBody } from '@console/contract/activities';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/** POST /api/activities: a new draft (run through useActivityMutation). */
export async function createActivity(body: CreateActivityBody, intent?: WriteIntent) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: '/activities',
    body,
    idempotencyKey: intent?.idempotencyKey,
  });
  return contentOf(result).activity;
}
