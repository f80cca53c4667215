import type { ActivityContent } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { currentMerchantId, useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../../../lib/routing/page-data';
import { parseActivityId } from '../detail/activity-detail-id';
import { activitiesKey } from './keys';

/** GET /api/activities/{id} */
async function fetchActivity(id: number, signal?: AbortSignal, silent?: boolean) {
  return contentOf(
    // 1002 is the page's own "not found" state, not a toast.
    await request<ActivityContent>({
      path: `/activities/${id}`,
      signal,
      silent,
      quietCodes: [apiCodes.notFound],
    }),
  ).activity;
}

const activityQuery = (merchantId: number | null, id: number, silent?: boolean) =>
  queryOptions({
    queryKey: [...activitiesKey(merchantId), 'one', id],
    queryFn: ({ signal }) => fetchActivity(id, signal, silent),
    enabled: merchantId !== null && Number.isSafeInteger(id) && id > 0,
  });

export function useActivity(id: number) {
  const merchantId = useMerchantId();
  return useQuery(activityQuery(merchantId, id));
}

/** The activity the detail page's address names (lib/routing/page-data). */
export const activityPageData: PageData = async ({ params }) => {
  const merchantId = currentMerchantId();
  const id = parseActivityId(params.id);
  if (merchantId === null || id === null) return;
  await prefillQuery(activityQuery(merchantId, id, true));
};
