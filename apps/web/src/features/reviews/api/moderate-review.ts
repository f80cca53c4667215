import type { HideReason, ReviewContent } from '@console/contract/reviews';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useReviewMutation } from './use-review-mutation';

/** Hide needs a reason from the fixed list; `imageId` narrows it to one image. */
export type ModerateInput =
  | { action: 'hide'; reviewId: number; reason: HideReason; imageId?: number }
  | { action: 'show'; reviewId: number; imageId?: number };

/** POST /api/reviews/{id}/hide | show: the review, or one of its images. */
async function moderateReview(input: ModerateInput) {
  const body =
    input.action === 'hide'
      ? { reason: input.reason, imageId: input.imageId }
      : { imageId: input.imageId };
  return contentOf(
    await request<ReviewContent>({
      method: 'POST',
      path: `/reviews/${input.reviewId}/${input.action}`,
      body,
    }),
  ).review;
}

export const useModerateReview = () => useReviewMutation(moderateReview);
