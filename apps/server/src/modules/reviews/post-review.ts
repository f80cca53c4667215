import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { REVIEW_WINDOW_DAYS } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { orders, reviews } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { postReview as postReviewDoor } from './review-door.ts';
import { selectPublicReviews } from './review-store.ts';
import { toPublicReview } from './review-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A customer reviews one of their orders that was checked in (completed), once, within
 * REVIEW_WINDOW_DAYS of the check-in; the review and the stats change in one write, the
 * review's door (docs/reviews.md "Trail"). Images must be the customer's own uploads attached
 * to nothing else; the review claims them (docs/api.md "Uploads").
 */
export async function postReview(
  { db, write }: { db: Db; write: Writer },
  origin: Origin,
  input: {
    customerId: number;
    orderId: number;
    rating: number;
    text: string;
    imageIds: number[];
    now: Date;
  },
) {
  const [order] = await db
    .select({
      merchantId: orders.merchantId,
      activityId: orders.activityId,
      status: orders.status,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)));
  // Another customer's order reads as not eligible, like an order never checked in.
  if (!order || order.status !== 'completed' || !order.completedAt) {
    throw fieldError('orderId', 'review.notEligible');
  }
  if (input.now.getTime() - order.completedAt.getTime() > REVIEW_WINDOW_DAYS * DAY_MS) {
    throw fieldError('orderId', 'review.windowClosed');
  }
  try {
    const id = await write(origin, (w) =>
      postReviewDoor(w, {
        merchantId: order.merchantId,
        activityId: order.activityId,
        orderId: input.orderId,
        customerId: input.customerId,
        rating: input.rating,
        text: input.text,
        imageIds: [...new Set(input.imageIds)],
      }),
    );
    const [saved] = await selectPublicReviews(db).where(eq(reviews.id, id));
    return { review: toPublicReview(saved!) };
  } catch (error) {
    if (uniqueViolationOf(error) === 'reviews_order_idx')
      throw new AppError(apiCodes.conflict, 'review.already');
    throw error;
  }
}
