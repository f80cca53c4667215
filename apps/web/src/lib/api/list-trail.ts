import type { TrailListContent, TrailListQuery } from '@console/contract/trail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../http/api-result';
import { request } from '../http/client';
import { useMerchantId } from '../merchant/use-merchant-id';
import { nextLastIdOf } from '../next-last-id';
import { trailKey } from '../query-keys';

// Read by the trail page (features/trail) and by each object's history (lib/trail/object-trail),
// so it lives in lib (docs/web.md "Trail page").

/** The filter of the list and of its CSV, as the page's URL holds it (no paging, no merchant). */
export type TrailFilter = Omit<TrailListQuery, 'last_id' | 'pageSize' | 'merchants_id'>;

/** GET /api/trail: one keyset page, newest first. */
const trailQuery = (merchantId: number | null, filter: TrailFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...trailKey(merchantId), filter, pageSize],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<TrailListContent>({
          path: '/trail',
          query: { ...filter, last_id: pageParam, pageSize },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextLastIdOf,
    enabled: merchantId !== null,
  });

export function useTrail(filter: TrailFilter, { pageSize = 20, staleTime = 30_000 } = {}) {
  return useInfiniteQuery({ ...trailQuery(useMerchantId(), filter, pageSize), staleTime });
}
