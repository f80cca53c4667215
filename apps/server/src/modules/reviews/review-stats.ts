import { and, asc, eq, sql } from 'drizzle-orm';
import { RATINGS, type RatingSummary } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { merchants, reviewStats } from '../../db/schema.ts';

// The average and distribution per merchant and activity (docs/reviews.md "Stats").

/** scope_id of the merchant-wide row. */
const MERCHANT_SCOPE = 0;

/**
 * Moves one review of `rating` between published and hidden, or adds a new published one, in
 * the merchant's row and its activity's: call it inside the transaction that changes the review.
 */
export async function bumpStats(
  tx: Db,
  input: {
    merchantId: number;
    activityId: number;
    rating: number;
    published: number;
    hidden: number;
    /** +1 for a new review, -1 for its first reply. */
    unreplied?: number;
  },
) {
  const unreplied = input.unreplied ?? 0;
  for (const scopeId of [MERCHANT_SCOPE, input.activityId]) {
    await tx
      .insert(reviewStats)
      .values({
        merchantId: input.merchantId,
        scopeId,
        rating: input.rating,
        published: input.published,
        hidden: input.hidden,
        unreplied,
      })
      .onConflictDoUpdate({
        target: [reviewStats.merchantId, reviewStats.scopeId, reviewStats.rating],
        set: {
          published: sql`${reviewStats.published} + ${input.published}`,
          hidden: sql`${reviewStats.hidden} + ${input.hidden}`,
          unreplied: sql`${reviewStats.unreplied} + ${unreplied}`,
        },
      });
  }
}

/** The published reviews' count, average and 1–5 distribution of a merchant or activity. */
export async function ratingSummary(
  db: Db,
  merchantId: number,
  activityId?: number,
): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviewStats.rating, published: reviewStats.published })
    .from(reviewStats)
    .where(
      and(
        eq(reviewStats.merchantId, merchantId),
        eq(reviewStats.scopeId, activityId ?? MERCHANT_SCOPE),
      ),
    );
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of rows) distribution[row.rating as 1 | 2 | 3 | 4 | 5] = row.published;
  const count = RATINGS.reduce((sum, star) => sum + distribution[star], 0);
  const total = RATINGS.reduce((sum, star) => sum + star * distribution[star], 0);
  return {
    count,
    average: count === 0 ? null : Math.round((total / count) * 100) / 100,
    distribution,
  };
}

/** Operators: per merchant with reviews, how many of each star are written and hidden. */
export async function hiddenShares(db: Db) {
  const rows = await db
    .select({
      merchantId: reviewStats.merchantId,
      name: merchants.name,
      rating: reviewStats.rating,
      published: reviewStats.published,
      hidden: reviewStats.hidden,
    })
    .from(reviewStats)
    .innerJoin(merchants, eq(merchants.id, reviewStats.merchantId))
    .where(eq(reviewStats.scopeId, MERCHANT_SCOPE))
    .orderBy(asc(reviewStats.merchantId), asc(reviewStats.rating));
  const byMerchant = new Map<
    number,
    { merchantId: number; name: string; stars: { rating: number; total: number; hidden: number }[] }
  >();
  for (const row of rows) {
    const entry = byMerchant.get(row.merchantId) ?? {
      merchantId: row.merchantId,
      name: row.name,
      stars: RATINGS.map((rating) => ({ rating, total: 0, hidden: 0 })),
    };
    entry.stars[row.rating - 1] = {
      rating: row.rating,
      total: row.published + row.hidden,
      hidden: row.hidden,
    };
    byMerchant.set(row.merchantId, entry);
  }
  return { merchants: [...byMerchant.values()] };
}
