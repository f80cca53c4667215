import type { ReviewContent } from '@console/contract/reviews';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useReviewMutation } from './use-review-mutation';

export type ReplyInput = { reviewId: number; text: string };

/** PUT /api/reviews/{id}/reply: the one public reply, written or edited (the server keeps each). */
async function replyReview({ reviewId, text }: ReplyInput) {
  return contentOf(
    await request<ReviewContent>({
      method: 'PUT',
      path: `/reviews/${reviewId}/reply`,
      body: { text },
    }),
  ).review;
}

export const useReplyReview = () => useReviewMutation(replyReview);
