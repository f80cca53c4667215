import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  activities,
  customers,
  orders,
  reviewModerations,
  reviewReplies,
  reviews,
  users,
} from '../../db/schema.ts';
import { preparedColumns, type Selection } from '../../db/prepared.ts';
import {
  publicReviewColumns,
  reviewColumns,
  staffOf,
  toReview,
  type ReviewRow,
} from './review-view.ts';

// Reads of reviews for staff and customers; what the answers show: review-view.ts.

/** A review with its activity, order, customer and the reply's author, for `columns`. */
export function reviewsFrom(db: Db, columns: Selection) {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(users, eq(users.id, reviews.replyStaffId));
}

const oneReview = (db: Db) =>
  preparedColumns(
    db,
    'reviews_one',
    reviewColumns,
    (columns) =>
      reviewsFrom(db, columns).where(
        and(
          eq(reviews.id, sql.placeholder('id')),
          eq(reviews.merchantId, sql.placeholder('merchantId')),
        ),
      ),
    (row): ReviewRow => row,
  );

/** One review with its reply history and moderation log, as staff of `merchantId` see it. */
export async function loadReview(db: Db, merchantId: number, id: number) {
  const [row] = await oneReview(db).execute({ id, merchantId });
  if (!row) return undefined;
  const [replies, moderation] = await Promise.all([
    db
      .select({
        text: reviewReplies.body,
        staffId: reviewReplies.staffId,
        staffName: users.nickname,
        createdAt: reviewReplies.createdAt,
      })
      .from(reviewReplies)
      .leftJoin(users, eq(users.id, reviewReplies.staffId))
      .where(eq(reviewReplies.reviewId, id))
      .orderBy(asc(reviewReplies.id)),
    db
      .select({
        action: reviewModerations.action,
        imageId: reviewModerations.imageId,
        reason: reviewModerations.reason,
        staffId: reviewModerations.staffId,
        staffName: users.nickname,
        createdAt: reviewModerations.createdAt,
      })
      .from(reviewModerations)
      .leftJoin(users, eq(users.id, reviewModerations.staffId))
      .where(eq(reviewModerations.reviewId, id))
      .orderBy(asc(reviewModerations.id)),
  ]);
  return toReview(row, {
    replyHistory: replies.map((reply) => ({
      text: reply.text,
      staff: staffOf(reply.staffId, reply.staffName),
      createdAt: reply.createdAt.toISOString(),
    })),
    moderation: moderation.map((entry) => ({
      action: entry.action,
      imageId: entry.imageId,
      reason: entry.reason,
      staff: staffOf(entry.staffId, entry.staffName),
      createdAt: entry.createdAt.toISOString(),
    })),
  });
}

/** Published reviews as the storefront reads them: hidden images left out, the latest reply. */
export function selectPublicReviews(db: Db) {
  return db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

/** Whether the image is shown on a published review (the storefront's image read). */
export async function publishedWithImage(db: Db, reviewId: number, imageId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.status, 'published'),
        sql`${imageId} = any(${reviews.imageIds})`,
        sql`not (${imageId} = any(${reviews.hiddenImageIds}))`,
      ),
    );
  return row !== undefined;
}
