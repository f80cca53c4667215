import type { HiddenSharesContent } from '@console/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { auditKey } from './list-submissions';

/** GET /api/audit/review-moderation (roles op/admin): per merchant, the share hidden per star. */
const reviewModerationQuery = () =>
  queryOptions({
    queryKey: [...auditKey, 'review-moderation'],
    queryFn: async ({ signal }) =>
      (
        await request<HiddenSharesContent>({
          path: '/audit/review-moderation',
          merchant: false,
          signal,
        })
      ).content.merchants,
    staleTime: 0,
  });

export function useReviewModeration(enabled: boolean) {
  return useQuery({ ...reviewModerationQuery(), enabled });
}
