import type { ActivitiesContent } from '@console/contract/activities';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { activitiesKey, type ActivityFilter } from './keys';

const ACTIVITY_LIST_PAGE_SIZE = 20;

/** GET /api/activities: one keyset page. */
async function fetchActivities(
  filter: ActivityFilter,
  lastId: number | undefined,
  signal?: AbortSignal,
  silent?: boolean,
): Promise<ActivitiesContent> {
  const result = await request<ActivitiesContent>({
    path: '/activities',
    query: { ...filter, last_id: lastId, pageSize: ACTIVITY_LIST_PAGE_SIZE },
    signal,
    silent,
  });
  return contentOf(result);
}

export const activitiesQuery = (
  merchantId: number | null,
  filter: ActivityFilter,
  silent?: boolean,
) =>
  infiniteQueryOptions({
    queryKey: [...activitiesKey(merchantId), 'list', filter],
    queryFn: ({ pageParam, signal }) => fetchActivities(filter, pageParam, signal, silent),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextLastId ?? undefined,
    enabled: merchantId !== null,
  });

export function useActivities(filter: ActivityFilter) {
  const merchantId = useMerchantId();
  return useInfiniteQuery(activitiesQuery(merchantId, filter));
}
