import type { ActivitiesContent } from '@console/contract/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../http/api-result';
import { request } from '../http/client';
import { useMerchantId } from '../merchant/use-merchant-id';
import { activitiesKey } from '../query-keys';

/** The activity select lists at most one page of the merchant's activities. */
const ACTIVITY_OPTIONS_PAGE_SIZE = 100;

/** GET /api/activities: the merchant's activities, for an activity filter (orders, reviews). */
const activityOptionsQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...activitiesKey(merchantId), 'options'],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ActivitiesContent>({
          path: '/activities',
          query: { pageSize: ACTIVITY_OPTIONS_PAGE_SIZE },
          signal,
        }),
      ).activities,
    enabled: merchantId !== null,
    staleTime: 60_000,
  });

export function useActivityOptions(enabled = true) {
  const options = activityOptionsQuery(useMerchantId());
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
