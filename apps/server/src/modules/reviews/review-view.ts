import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicReview, Review } from '@console/contract/reviews';
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
import { maskMobile } from '../../lib/mask-mobile.ts';
import { isoTime } from '../../db/iso-time.ts';
import { preparedColumns, type ColumnsRow, type Selection } from '../../db/prepared.ts';

// How reviews read to staff and to customers (docs/reviews.md).

/** "Verified" comes from the order: the reviewer's own, checked in. Never set by hand. */
const verifiedColumn = sql<boolean>`(${orders.completedAt} is not null and ${orders.customerId} = ${reviews.customerId})`;

/**
 * The columns a staff answer shows, read by position (db/prepared.ts `preparedColumns`), in the
 * order `reviewsFrom` joins them; times read as ISO text. "Verified" comes from the order's
 * check-in and customer (`toReview`).
 */
export const reviewColumns = {
  id: reviews.id,
  merchantId: reviews.merchantId,
  activityId: reviews.activityId,
  activityTitle: activities.title,
  orderId: reviews.orderId,
  orderNo: orders.orderNo,
  orderCustomerId: orders.customerId,
  orderCompletedAt: isoTime(orders.completedAt),
  customerId: reviews.customerId,
  customerName: customers.name,
  customerMobile: customers.mobile,
  rating: reviews.rating,
  body: reviews.body,
  imageIds: reviews.imageIds,
  hiddenImageIds: reviews.hiddenImageIds,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  replyBody: reviews.replyBody,
  replyStaffId: reviews.replyStaffId,
  replyStaffName: users.nickname,
  replyAt: isoTime(reviews.replyAt),
  createdAt: isoTime(reviews.createdAt),
};
/** The reply's author comes through a left join: no name when there is no reply. */
type ReviewRow = Omit<ColumnsRow<typeof reviewColumns>, 'replyStaffName'> & {
  replyStaffName: string | null;
};

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

export function toReview(
  row: ReviewRow,
  details: Pick<Review, 'replyHistory' | 'moderation'> = { replyHistory: [], moderation: [] },
): Review {
  const hidden = new Set(row.hiddenImageIds);
  return {
    id: row.id,
    merchantId: row.merchantId,
    activity: { id: row.activityId, title: row.activityTitle },
    order: { id: row.orderId, orderNo: row.orderNo },
    customer: {
      id: row.customerId,
      name: row.customerName || maskMobile(row.customerMobile),
      maskedMobile: maskMobile(row.customerMobile),
    },
    rating: row.rating,
    text: row.body,
    images: row.imageIds.map((id) => ({ id, hidden: hidden.has(id) })),
    verified: row.orderCompletedAt !== null && row.orderCustomerId === row.customerId,
    status: row.status,
    hiddenReason: row.hiddenReason,
    reply:
      row.replyBody === null || row.replyAt === null
        ? null
        : {
            text: row.replyBody,
            staff:
              row.replyStaffId === null
                ? null
                : { id: row.replyStaffId, name: row.replyStaffName ?? '' },
            createdAt: row.replyAt,
          },
    ...details,
    createdAt: row.createdAt,
  };
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

const staffOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

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

/** A customer's name as the storefront shows it to others: its first character and stars. */
const shortName = (name: string) => (name ? `${[...name][0]}${'*'.repeat(2)}` : '***');

/** Published reviews as the storefront reads them: hidden images left out, the latest reply. */
export function selectPublicReviews(db: Db) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      imageIds: reviews.imageIds,
      hiddenImageIds: reviews.hiddenImageIds,
      customerName: customers.name,
      replyBody: reviews.replyBody,
      replyAt: reviews.replyAt,
      verified: verifiedColumn,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(customers, eq(customers.id, reviews.customerId));
}

type PublicRow = Awaited<ReturnType<ReturnType<typeof selectPublicReviews>['where']>>[0];

export function toPublicReview(row: PublicRow): PublicReview {
  const hidden = new Set(row.hiddenImageIds);
  return {
    id: row.id,
    rating: row.rating,
    text: row.body,
    imageIds: row.imageIds.filter((id) => !hidden.has(id)),
    verified: Boolean(row.verified),
    author: shortName(row.customerName),
    reply:
      row.replyBody === null || row.replyAt === null
        ? null
        : { text: row.replyBody, createdAt: row.replyAt.toISOString() },
    createdAt: row.createdAt.toISOString(),
  };
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
