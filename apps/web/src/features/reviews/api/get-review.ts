import type { ReviewContent } from '@console/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsKey } from '../../../lib/api/list-reviews';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** GET /api/reviews/{id}: one review with every version of its reply and its moderation log. */
const reviewQuery = (merchantId: number | null, id: number | null) =>
  queryOptions({
    queryKey: [...reviewsKey(merchantId), 'detail', id],
    queryFn: async ({ signal }) =>
      contentOf(await request<ReviewContent>({ path: `/reviews/${id}`, signal })).review,
    enabled: merchantId !== null && id !== null,
  });

export function useReview(id: number | null) {
  return useQuery(reviewQuery(useMerchantId(), id));
}
