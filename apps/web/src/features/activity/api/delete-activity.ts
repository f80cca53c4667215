import type { EmptyContent } from '@console/contract/envelope';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/** DELETE /api/activities/{id}: drafts only; 1004 (state changed) is the caller's to show. */
export async function deleteActivity(id: number) {
  contentOf(
    await request<EmptyContent>({
      method: 'DELETE',
      path: `/activities/${id}`,
      body: {},
      quietCodes: [apiCodes.conflict],
    }),
  );
}
