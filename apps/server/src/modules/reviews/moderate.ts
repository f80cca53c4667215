import { apiCodes } from '@console/contract/api-codes';
import type { HideReason } from '@console/contract/reviews';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import * as door from './review-door.ts';
import { loadReview } from './review-store.ts';

// Staff act on a review (docs/reviews.md "Staff"): one public reply with its history, hide and show, each
// through the review's door (docs/server.md "Doors", docs/reviews.md "Trail").

export type ReviewActor = door.ReviewActor & { origin: Origin };
/** What the actions need: reads, and the writer the door runs in. */
export type ReviewServices = { db: Db; write: Writer };

/** The review as it now is, with its reply history and moderation log. */
async function answer(db: Db, actor: ReviewActor, id: number) {
  const review = await loadReview(db, actor.merchantId, id);
  if (!review) throw new AppError(apiCodes.notFound, 'error.notFound');
  return { review };
}

/** Writes the reply, or a new version of it: the history keeps every one. */
export async function replyToReview(
  { db, write }: ReviewServices,
  actor: ReviewActor,
  id: number,
  text: string,
) {
  await write(actor.origin, (w) => door.replyToReview(w, actor, id, text));
  return answer(db, actor, id);
}

/** Hides the review or one of its images, for a listed reason. */
export async function hideReview(
  { db, write }: ReviewServices,
  actor: ReviewActor,
  id: number,
  input: { reason: HideReason; imageId?: number },
) {
  await write(actor.origin, (w) => door.hideReview(w, actor, id, input));
  return answer(db, actor, id);
}

/** Shows a hidden review or image again. */
export async function showReview(
  { db, write }: ReviewServices,
  actor: ReviewActor,
  id: number,
  input: { imageId?: number },
) {
  await write(actor.origin, (w) => door.showReview(w, actor, id, input));
  return answer(db, actor, id);
}
