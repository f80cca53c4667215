import { and, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { REVIEW_OVERDUE_HOURS, type ReviewStatus } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { literalLimit, preparedColumns } from '../../db/prepared.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { chinaDayStart } from '../../lib/china-calendar.ts';
import { reviewsFrom, selectPublicReviews } from './review-store.ts';
import { reviewColumns, toPublicReview, toReview } from './review-view.ts';
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

const value = (key: string) => sql.placeholder(key);

/**
 * A filter as conditions on placeholders, its shape's name and the values: one shape is one
 * prepared statement whatever the values (db/prepared.ts), as the order list does.
 */
function reviewWhere(merchantId: number, filter: ReviewFilter, now: Date) {
  const conditions: (() => SQL)[] = [() => eq(reviews.merchantId, value('merchantId'))];
  const values: Record<string, unknown> = { merchantId };
  let shape = '';
  const add = (key: string, condition: () => SQL | undefined, given?: unknown) => {
    conditions.push(condition as () => SQL);
    if (given !== undefined) values[key] = given;
    shape += key;
  };
  if (filter.rating !== undefined) add('rt', () => eq(reviews.rating, value('rt')), filter.rating);
  if (filter.replied === 'yes') add('ry', () => isNotNull(reviews.replyAt));
  if (filter.replied === 'no') add('rn', () => isNull(reviews.replyAt));
  if (filter.overdue) {
    const before = new Date(now.getTime() - REVIEW_OVERDUE_HOURS * HOUR_MS);
    add(
      'od',
      () => and(isNull(reviews.replyAt), lt(reviews.createdAt, value('od'))),
      before.toISOString(),
    );
  }
  if (filter.hasImages) add('im', () => sql`cardinality(${reviews.imageIds}) > 0`);
  if (filter.status !== 'all') add('st', () => eq(reviews.status, value('st')), filter.status);
  if (filter.activityId !== undefined) {
    add('ac', () => eq(reviews.activityId, value('ac')), filter.activityId);
  }
  if (filter.createdFrom) {
    add(
      'cf',
      () => gte(reviews.createdAt, value('cf')),
      chinaDayStart(filter.createdFrom).toISOString(),
    );
  }
  if (filter.createdTo) {
    const end = new Date(chinaDayStart(filter.createdTo).getTime() + DAY_MS);
    add('ct', () => lt(reviews.createdAt, value('ct')), end.toISOString());
  }
  return { conditions, shape: shape || 'all', values };
}

/**
 * The merchant's reviews, newest first, keyset by `last_id` (ids only grow): the page's ids
 * first (the (merchant_id, id) index under LIMIT), then their activity, order, customer and
 * reply author by primary key, read by position.
 */
export async function listReviews(
  db: Db,
  merchantId: number,
  input: ReviewFilter & { lastId?: number; pageSize: number; now: Date },
) {
  const where = reviewWhere(merchantId, input, input.now);
  const cursor = input.lastId !== undefined;
  const limit = rowsToRead(input.pageSize);
  const statement = preparedColumns(
    db,
    `reviews_${cursor ? 'after' : 'first'}_${limit}_${where.shape}`,
    reviewColumns,
    (columns) => {
      const conditions = where.conditions.map((condition) => condition());
      if (cursor) conditions.push(lt(reviews.id, value('lastId')));
      const ids = db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(...conditions))
        .orderBy(desc(reviews.id))
        .limit(literalLimit(limit))
        .as('page');
      return reviewsFrom(db, columns)
        .innerJoin(ids, eq(ids.id, reviews.id))
        .orderBy(desc(reviews.id));
    },
    (row) => toReview(row),
  );
  const rows = await statement.execute({
    ...where.values,
    ...(cursor ? { lastId: input.lastId } : {}),
  });
  const page = takePage(rows, input.pageSize);
  return { reviews: page.items, nextLastId: page.nextLastId };
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
