import { apiCodes } from '@console/contract/api-codes';
import type {
  ReviewRequestRulesBody,
  ReviewRequestRulesContent,
} from '@console/contract/review-requests';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

// docs/reviews.md "Review requests": whether unanswered requests are reminded (after 3 and 7
// days), read by those who read reviews and set by those who edit the shop.

type Rules = ReviewRequestRulesContent['rules'];

// Outside reviewsKey: a review pushed or replied to does not read the rules again.
const rulesKey = (merchantId: number | null) =>
  ['merchant', merchantId, 'review-request-rules'] as const;

/** GET /api/reviews/request-rules */
const rulesQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: rulesKey(merchantId),
    queryFn: async ({ signal }): Promise<Rules> =>
      contentOf(
        await request<ReviewRequestRulesContent>({ path: '/reviews/request-rules', signal }),
      ).rules,
    enabled: merchantId !== null,
  });

export function useReviewRequestRules() {
  return useQuery(rulesQuery(useMerchantId()));
}

/** The refusals the switch shows in place with the server's message (no toast besides). */
export const RULES_REFUSALS: readonly string[] = [
  apiCodes.rejected,
  apiCodes.forbidden,
  apiCodes.conflict,
];

/**
 * PUT /api/reviews/request-rules (shop:edit). A plain setting: the route takes no idempotency
 * key (docs/api.md "Idempotency"); the write hook keeps it to one request at a time.
 */
export function useSetReviewRequestRules() {
  const merchantId = useMerchantId();
  const client = useQueryClient();
  return useWriteMutation<Rules, Omit<ReviewRequestRulesBody, 'merchants_id'>>({
    mutationFn: async (body) =>
      contentOf(
        await request<ReviewRequestRulesContent>({
          method: 'PUT',
          path: '/reviews/request-rules',
          body,
          quietCodes: RULES_REFUSALS,
        }),
      ).rules,
    onSuccess: (rules) => client.setQueryData(rulesKey(merchantId), rules),
  });
}
