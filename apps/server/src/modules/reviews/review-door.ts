import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { apiCodes } from '@console/contract/api-codes';
import { REVIEW_EVENT, type HideReason, type ReviewPush } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { reviewModerations, reviewReplies, reviews } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';
import { claimUploads } from '../uploads/index.ts';
import { answerReviewRequest } from './review-request-door.ts';
import { bumpStats } from './review-stats.ts';

// The one door of a review (docs/server.md "Doors", docs/reviews.md "Trail"): `reviews`, its
// reply history (`review_replies`) and its moderation log (`review_moderations`) are written
// here and nowhere else; `review_stats` moves in the same write (review-stats.ts).

type ReviewRow = typeof reviews.$inferSelect;

/** Who acts on a review for the merchant. */
export type ReviewActor = { merchantId: number; userId: number };

/** The fields a hide or show entry shows. */
const MODERATED_FIELDS = [
  'status',
  'hiddenReason',
  'hiddenImageIds',
] as const satisfies readonly (keyof ReviewRow)[];

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/**
 * A customer's review of their order (the caller checked it may be reviewed): the review, its
 * images claimed (docs/api.md "Uploads"), the stats, entry `post` with the customer as actor;
 * the merchant's review room hears of it after commit. Answers the review's id.
 */
export async function postReview(
  write: Write,
  input: {
    merchantId: number;
    activityId: number;
    orderId: number;
    customerId: number;
    rating: number;
    text: string;
    imageIds: number[];
  },
): Promise<number> {
  const [row] = await write.tx
    .insert(reviews)
    .values({
      merchantId: input.merchantId,
      activityId: input.activityId,
      orderId: input.orderId,
      customerId: input.customerId,
      rating: input.rating,
      body: input.text,
      imageIds: input.imageIds,
      createdAt: write.now,
    })
    .returning();
  const review = row!;
  await claimUploads(write.tx, input.imageIds, {
    owner: { customerId: input.customerId },
    kind: 'review',
    objectId: review.id,
    merchantId: input.merchantId,
    field: 'imageIds',
    message: 'error.notFound',
  });
  await bumpStats(write.tx, { ...review, published: 1, hidden: 0, unreplied: 1 });
  await answerReviewRequest(write, { orderId: review.orderId, reviewId: review.id });
  write.record({
    scope: review.merchantId,
    action: 'post',
    objectType: 'review',
    objectId: review.id,
    before: null,
    after: {
      orderId: review.orderId,
      activityId: review.activityId,
      rating: review.rating,
      text: trailText(review.body),
      imageIds: review.imageIds,
      status: review.status,
    },
  });
  const push: ReviewPush = {
    merchantId: review.merchantId,
    reviewId: review.id,
    activityId: review.activityId,
    rating: review.rating,
  };
  write.send({
    to: 'room',
    room: 'review',
    merchantId: review.merchantId,
    event: REVIEW_EVENT,
    payload: push,
  });
  return review.id;
}

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

/**
 * Writes the one public reply, or a new version of it (the history keeps every one): entry
 * `reply` with the start of the old and new text and the version's id. The same text again
 * changes nothing.
 */
export async function replyToReview(write: Write, actor: ReviewActor, id: number, text: string) {
  const review = await lockReview(write.tx, actor, id);
  if (review.replyBody === text) return;
  // The first reply takes the review out of the unreplied count, in this transaction.
  if (review.replyAt === null) {
    await bumpStats(write.tx, { ...review, published: 0, hidden: 0, unreplied: -1 });
  }
  await write.tx
    .update(reviews)
    .set({ replyBody: text, replyStaffId: actor.userId, replyAt: write.now })
    .where(eq(reviews.id, id));
  const [version] = await write.tx
    .insert(reviewReplies)
    .values({ reviewId: id, body: text, staffId: actor.userId, createdAt: write.now })
    .returning({ id: reviewReplies.id });
  write.record({
    scope: review.merchantId,
    action: 'reply',
    objectType: 'review',
    objectId: id,
    before: { reply: review.replyBody === null ? null : trailText(review.replyBody) },
    after: { reply: trailText(text), replyId: version!.id },
  });
}

/** One hide or show: the review's row, its log line and its entry (`hide`, `showImage`…). */
async function moderate(
  write: Write,
  actor: ReviewActor,
  review: ReviewRow,
  change: {
    action: 'hide' | 'show';
    imageId: number | null;
    reason: HideReason | null;
    set: PgUpdateSetSource<typeof reviews>;
  },
) {
  const [moved] = await write.tx
    .update(reviews)
    .set(change.set)
    .where(eq(reviews.id, review.id))
    .returning();
  await write.tx.insert(reviewModerations).values({
    reviewId: review.id,
    imageId: change.imageId,
    action: change.action,
    reason: change.reason,
    staffId: actor.userId,
    createdAt: write.now,
  });
  const fields = changedFields(pick(review, MODERATED_FIELDS), pick(moved!, MODERATED_FIELDS));
  const ofImage = change.imageId !== null;
  write.record({
    scope: review.merchantId,
    action: ofImage ? `${change.action}Image` : change.action,
    objectType: 'review',
    objectId: review.id,
    before: fields.before,
    // An image's reason is kept in the log line only: the entry names it too.
    after: ofImage && change.reason ? { ...fields.after, reason: change.reason } : fields.after,
  });
}

/**
 * Hides the review (its stars leave the published stats in the same transaction) or one of its
 * images, for a listed reason; hiding what is hidden already changes nothing.
 */
export async function hideReview(
  write: Write,
  actor: ReviewActor,
  id: number,
  input: { reason: HideReason; imageId?: number },
) {
  const review = await lockReview(write.tx, actor, id);
  const { imageId } = input;
  const moderation = { action: 'hide' as const, reason: input.reason };
  if (imageId !== undefined) {
    if (!review.imageIds.includes(imageId)) throw fieldError('imageId', 'review.imageNotInReview');
    if (review.hiddenImageIds.includes(imageId)) return;
    await moderate(write, actor, review, {
      ...moderation,
      imageId,
      set: { hiddenImageIds: sql`array_append(${reviews.hiddenImageIds}, ${imageId}::bigint)` },
    });
    return;
  }
  if (review.status === 'hidden') return;
  await moderate(write, actor, review, {
    ...moderation,
    imageId: null,
    set: { status: 'hidden', hiddenReason: input.reason },
  });
  await bumpStats(write.tx, { ...review, published: -1, hidden: 1 });
}

/** Shows a hidden review or image again (its stars back in the published stats). */
export async function showReview(
  write: Write,
  actor: ReviewActor,
  id: number,
  input: { imageId?: number },
) {
  const review = await lockReview(write.tx, actor, id);
  const { imageId } = input;
  const moderation = { action: 'show' as const, reason: null };
  if (imageId !== undefined) {
    if (!review.imageIds.includes(imageId)) throw fieldError('imageId', 'review.imageNotInReview');
    if (!review.hiddenImageIds.includes(imageId)) return;
    await moderate(write, actor, review, {
      ...moderation,
      imageId,
      set: { hiddenImageIds: sql`array_remove(${reviews.hiddenImageIds}, ${imageId}::bigint)` },
    });
    return;
  }
  if (review.status === 'published') return;
  await moderate(write, actor, review, {
    ...moderation,
    imageId: null,
    set: { status: 'published', hiddenReason: null },
  });
  await bumpStats(write.tx, { ...review, published: 1, hidden: -1 });
}
