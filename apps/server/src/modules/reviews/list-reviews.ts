import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { REVIEW_OVERDUE_HOURS, type ReviewStatus } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { chinaDayStart } from '../../lib/china-calendar.ts';
import { selectPublicReviews, selectReviews, toPublicReview, toReview } from './review-view.ts';
import { ratingSummary } from './review-stats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type ReviewFilter = {
  rating?: number;
  replied?: 'yes' | 'no';
  overdue?: '1';
  hasImages?: '1';
  status: ReviewStatus | 'all';
  activityId?: number;
  createdFrom?: string;
  createdTo?: string;
};

function conditions(merchantId: number, filter: ReviewFilter, now: Date) {
  return and(
    eq(reviews.merchantId, merchantId),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.replied === 'yes' ? isNotNull(reviews.replyAt) : undefined,
    filter.replied === 'no' ? isNull(reviews.replyAt) : undefined,
    filter.overdue
      ? and(
          isNull(reviews.replyAt),
          lt(reviews.createdAt, new Date(now.getTime() - REVIEW_OVERDUE_HOURS * HOUR_MS)),
        )
      : undefined,
    filter.hasImages ? sql`cardinality(${reviews.imageIds}) > 0` : undefined,
    filter.status === 'all' ? undefined : eq(reviews.status, filter.status),
    filter.activityId === undefined ? undefined : eq(reviews.activityId, filter.activityId),
    filter.createdFrom ? gte(reviews.createdAt, chinaDayStart(filter.createdFrom)) : undefined,
    filter.createdTo
      ? lt(reviews.createdAt, new Date(chinaDayStart(filter.createdTo).getTime() + DAY_MS))
      : undefined,
  );
}

/** The merchant's reviews, newest first, keyset by `last_id` (ids only grow). */
export async function listReviews(
  db: Db,
  merchantId: number,
  input: ReviewFilter & { lastId?: number; pageSize: number; now: Date },
) {
  const rows = await selectReviews(db)
    .where(
      and(
        conditions(merchantId, input, input.now),
        input.lastId === undefined ? undefined : lt(reviews.id, input.lastId),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize);
  return { reviews: page.items.map((row) => toReview(row)), nextLastId: page.nextLastId };
}

/** An activity's published reviews with its rating summary (the storefront read). */
export async function activityReviews(
  db: Db,
  input: { merchantId: number; activityId: number; lastId?: number; pageSize: number },
) {
  const rows = await selectPublicReviews(db)
    .where(
      and(
        eq(reviews.activityId, input.activityId),
        eq(reviews.status, 'published'),
        input.lastId === undefined ? undefined : lt(reviews.id, input.lastId),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(rowsToRead(input.pageSize));
  const page = takePage(rows, input.pageSize);
  return {
    reviews: page.items.map(toPublicReview),
    nextLastId: page.nextLastId,
    summary: await ratingSummary(db, input.merchantId, input.activityId),
  };
}
