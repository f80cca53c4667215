import { and, eq, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { HideReason } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { reviewModerations, reviewReplies, reviews } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { bumpStats } from './review-stats.ts';
import { loadReview } from './review-view.ts';

// Staff act on a review (docs/reviews.md "Staff"): one public reply with its history, hide and
// show.

export type ReviewActor = { merchantId: number; userId: number; now: Date };

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** The review, locked for the change, or 1002 when it is not this merchant's. */
async function lockReview(tx: Db, actor: ReviewActor, id: number) {
  const [row] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.merchantId, actor.merchantId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function answer(db: Db, actor: ReviewActor, id: number) {
  const review = await loadReview(db, actor.merchantId, id);
  if (!review) throw notFound();
  return { review };
}

/** Writes the reply, or a new version of it: the history keeps every one. */
export async function replyToReview(db: Db, actor: ReviewActor, id: number, text: string) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, actor, id);
    if (review.replyBody === text) return;
    // The first reply takes the review out of the unreplied count, in this transaction.
    if (review.replyAt === null) {
      await bumpStats(tx, { ...review, published: 0, hidden: 0, unreplied: -1 });
    }
    await tx
      .update(reviews)
      .set({ replyBody: text, replyStaffId: actor.userId, replyAt: actor.now })
      .where(eq(reviews.id, id));
    await tx
      .insert(reviewReplies)
      .values({ reviewId: id, body: text, staffId: actor.userId, createdAt: actor.now });
  });
  return answer(db, actor, id);
}

/**
 * Hides the review (its stars leave the published stats in the same transaction) or one of its
 * images, for a listed reason; hiding what is hidden already changes nothing.
 */
export async function hideReview(
  db: Db,
  actor: ReviewActor,
  id: number,
  input: { reason: HideReason; imageId?: number },
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, actor, id);
    const { imageId } = input;
    if (imageId !== undefined) {
      if (!review.imageIds.includes(imageId))
        throw fieldError('imageId', 'review.imageNotInReview');
      if (review.hiddenImageIds.includes(imageId)) return;
      await tx
        .update(reviews)
        .set({ hiddenImageIds: sql`array_append(${reviews.hiddenImageIds}, ${imageId}::bigint)` })
        .where(eq(reviews.id, id));
    } else {
      if (review.status === 'hidden') return;
      await tx
        .update(reviews)
        .set({ status: 'hidden', hiddenReason: input.reason })
        .where(eq(reviews.id, id));
      await bumpStats(tx, { ...review, published: -1, hidden: 1 });
    }
    await tx.insert(reviewModerations).values({
      reviewId: id,
      imageId: imageId ?? null,
      action: 'hide',
      reason: input.reason,
      staffId: actor.userId,
      createdAt: actor.now,
    });
  });
  return answer(db, actor, id);
}

/** Shows a hidden review or image again (its stars back in the published stats). */
export async function showReview(
  db: Db,
  actor: ReviewActor,
  id: number,
  input: { imageId?: number },
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, actor, id);
    const { imageId } = input;
    if (imageId !== undefined) {
      if (!review.imageIds.includes(imageId))
        throw fieldError('imageId', 'review.imageNotInReview');
      if (!review.hiddenImageIds.includes(imageId)) return;
      await tx
        .update(reviews)
        .set({ hiddenImageIds: sql`array_remove(${reviews.hiddenImageIds}, ${imageId}::bigint)` })
        .where(eq(reviews.id, id));
    } else {
      if (review.status === 'published') return;
      await tx
        .update(reviews)
        .set({ status: 'published', hiddenReason: null })
        .where(eq(reviews.id, id));
      await bumpStats(tx, { ...review, published: 1, hidden: -1 });
    }
    await tx.insert(reviewModerations).values({
      reviewId: id,
      imageId: imageId ?? null,
      action: 'show',
      reason: null,
      staffId: actor.userId,
      createdAt: actor.now,
    });
  });
  return answer(db, actor, id);
}
