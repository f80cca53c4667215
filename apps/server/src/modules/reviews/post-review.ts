import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { REVIEW_WINDOW_DAYS } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { orders, reviews } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { claimUploads } from '../uploads/index.ts';
import { bumpStats } from './review-stats.ts';
import { selectPublicReviews } from './review-store.ts';
import { toPublicReview } from './review-view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A customer reviews one of their orders that was checked in (completed), once, within
 * REVIEW_WINDOW_DAYS of the check-in; the review and the stats change in one transaction.
 * Images must be the customer's own uploads attached to nothing else; the review claims them
 * (docs/api.md "Uploads").
 */
export async function postReview(
  db: Db,
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
  const imageIds = [...new Set(input.imageIds)];
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          merchantId: order.merchantId,
          activityId: order.activityId,
          orderId: input.orderId,
          customerId: input.customerId,
          rating: input.rating,
          body: input.text,
          imageIds,
          createdAt: input.now,
        })
        .returning({ id: reviews.id });
      await claimUploads(tx, imageIds, {
        owner: { customerId: input.customerId },
        kind: 'review',
        objectId: row!.id,
        merchantId: order.merchantId,
        field: 'imageIds',
        message: 'error.notFound',
      });
      await bumpStats(tx, {
        merchantId: order.merchantId,
        activityId: order.activityId,
        rating: input.rating,
        published: 1,
        hidden: 0,
        unreplied: 1,
      });
      return row!.id;
    });
    const [saved] = await selectPublicReviews(db).where(eq(reviews.id, id));
    return {
      review: toPublicReview(saved!),
      merchantId: order.merchantId,
      activityId: order.activityId,
    };
  } catch (error) {
    if (uniqueViolationOf(error) === 'reviews_order_idx')
      throw new AppError(apiCodes.conflict, 'review.already');
    throw error;
  }
}
