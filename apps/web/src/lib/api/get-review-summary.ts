import type { ReviewSummaryContent } from '@console/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../http/api-result';
import { request } from '../http/client';
import { useMerchantId } from '../merchant/use-merchant-id';
import { reviewsKey } from './list-reviews';

/** GET /api/reviews/summary: the merchant's average and 1–5 distribution, or one activity's. */
const reviewSummaryQuery = (merchantId: number | null, activityId?: number) =>
  queryOptions({
    queryKey: [...reviewsKey(merchantId), 'summary', activityId ?? null],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ReviewSummaryContent>({
          path: '/reviews/summary',
          query: activityId === undefined ? {} : { activityId },
          signal,
        }),
      ).summary,
    enabled: merchantId !== null,
  });

export function useReviewSummary(activityId?: number, enabled = true) {
  const options = reviewSummaryQuery(useMerchantId(), activityId);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
