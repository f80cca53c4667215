import { sql } from 'drizzle-orm';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { PublicReview, Review } from '@console/contract/reviews';
import { activities, customers, orders, reviews, users } from '../../db/schema.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { ColumnsRow } from '../../db/prepared.ts';

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
export type ReviewRow = Omit<ColumnsRow<typeof reviewColumns>, 'replyStaffName'> & {
  replyStaffName: string | null;
};

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

export const staffOf = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** A customer's name as the storefront shows it to others: its first character and stars. */
const shortName = (name: string) => (name ? `${[...name][0]}${'*'.repeat(2)}` : '***');

/** What the storefront shows of a published review (review-store.ts reads it). */
export const publicReviewColumns = {
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
};

type PublicRow = SelectResult<
  typeof publicReviewColumns,
  'partial',
  { reviews: 'not-null'; orders: 'not-null'; customers: 'not-null' }
>;

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
