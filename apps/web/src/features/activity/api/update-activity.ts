import type { ActivityContent, UpdateActivityBody } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/**
 * PUT /api/activities/{id}: the whole form against the version read. 1004 (stale version) is
 * shown by the page, not as a toast.
 */
export async function updateActivity(id: number, body: UpdateActivityBody) {
  const result = await request<ActivityContent>({
    method: 'PUT',
    path: `/activities/${id}`,
    body,
    quietCodes: [apiCodes.conflict],
  });
  return contentOf(result).activity;
}
