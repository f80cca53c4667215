import type { ActivityContent } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { activitiesKey } from './keys';

/** GET /api/activities/{id} */
async function fetchActivity(id: number, signal?: AbortSignal) {
  return contentOf(
    // 1002 is the page's own "not found" state, not a toast.
    await request<ActivityContent>({
      path: `/activities/${id}`,
      signal,
      quietCodes: [apiCodes.notFound],
    }),
  ).activity;
}

const activityQuery = (merchantId: number | null, id: number) =>
  queryOptions({
    queryKey: [...activitiesKey(merchantId), 'one', id],
    queryFn: ({ signal }) => fetchActivity(id, signal),
    enabled: merchantId !== null && Number.isSafeInteger(id) && id > 0,
  });

export function useActivity(id: number) {
  const merchantId = useMerchantId();
  return useQuery(activityQuery(merchantId, id));
}
