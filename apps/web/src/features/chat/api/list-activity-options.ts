import type { ActivitiesContent } from '@console/contract/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { chatKey } from './keys';

/** The activity card picker lists at most one page of the merchant's activities. */
const ACTIVITY_OPTIONS_PAGE_SIZE = 100;

/** GET /api/activities: the merchant's approved activities, to send one as a card. */
const activityOptionsQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...chatKey(merchantId), 'activity-options'],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ActivitiesContent>({
          path: '/activities',
          query: { status: 'approved', pageSize: ACTIVITY_OPTIONS_PAGE_SIZE },
          signal,
        }),
      ).activities,
    enabled: merchantId !== null,
    staleTime: 60_000,
  });

export function useActivityOptions(enabled: boolean) {
  const query = activityOptionsQuery(useMerchantId());
  return useQuery({ ...query, enabled: query.enabled !== false && enabled });
}
