import type { ActivitiesContent } from '@console/contract/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey } from './keys';

/** The activity select lists at most one page of the merchant's activities. */
const ACTIVITY_OPTIONS_PAGE_SIZE = 100;

/** GET /api/activities: the merchant's activities, for the activity filter. */
async function fetchActivityOptions(signal?: AbortSignal) {
  return contentOf(
    await request<ActivitiesContent>({
      path: '/activities',
      query: { pageSize: ACTIVITY_OPTIONS_PAGE_SIZE },
      signal,
    }),
  ).activities;
}

const activityOptionsQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'activity-options'],
    queryFn: ({ signal }) => fetchActivityOptions(signal),
    enabled: merchantId !== null,
    staleTime: 60_000,
  });

export function useActivityOptions() {
  return useQuery(activityOptionsQuery(useMerchantId()));
}
