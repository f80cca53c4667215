import type { ActivityContent } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';

/**
 * POST /api/activities/{id}/submit: to review, against the version read. 1004 is the caller's to
 * show; a list row, which has no form to put field messages on, also takes 1001 (`quietRefusals`).
 */
export async function submitActivity(
  id: number,
  version: number,
  options: { quietRefusals?: boolean; intent?: WriteIntent } = {},
) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: `/activities/${id}/submit`,
    body: { version },
    idempotencyKey: options.intent?.idempotencyKey,
    quietCodes: options.quietRefusals
      ? [apiCodes.rejected, apiCodes.conflict]
      : [apiCodes.conflict],
  });
  return contentOf(result).activity;
}
