import type { ReviewListQuery, ReviewsContent } from '@console/contract/reviews';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../http/api-result';
import { request } from '../http/client';
import { useMerchantId } from '../merchant/use-merchant-id';
import { nextLastIdOf } from '../next-last-id';

// Read by two features (/eva's reviews tab and the activity detail page), so it lives in lib.

/** Every review query of a merchant (list, summary, detail): one root to refresh after a change. */
export const reviewsKey = (merchantId: number | null) =>
  ['merchant', merchantId, 'reviews'] as const;

/** The list's filters, as the URL holds them (without paging and merchant). */
export type ReviewFilter = Omit<
  ReviewListQuery,
  'last_id' | 'pageSize' | 'merchants_id' | 'activityId' | 'rating'
> & { activityId?: number; rating?: number };

/** GET /api/reviews: one keyset page, newest first. */
const reviewsQuery = (merchantId: number | null, filter: ReviewFilter, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: [...reviewsKey(merchantId), 'list', filter, pageSize],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<ReviewsContent>({
          path: '/reviews',
          query: { ...filter, last_id: pageParam, pageSize },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextLastIdOf,
    enabled: merchantId !== null,
  });

export function useReviews(filter: ReviewFilter, { pageSize = 20, enabled = true } = {}) {
  const options = reviewsQuery(useMerchantId(), filter, pageSize);
  return useInfiniteQuery({ ...options, enabled: options.enabled !== false && enabled });
}
