import type { ActivityContent } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/**
 * POST /api/activities/{id}/offline, against the version read. Only the row and page actions
 * call it: they show 1004 and 1001 themselves (there is no form to put field messages on).
 */
export async function takeActivityOffline(id: number, version: number, intent?: WriteIntent) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: `/activities/${id}/offline`,
    body: { version },
    idempotencyKey: intent?.idempotencyKey,
    quietCodes: [apiCodes.rejected, apiCodes.conflict],
  });
  return contentOf(result).activity;
}
