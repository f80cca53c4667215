import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { reviewRequests } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { postReview } from './post-review.ts';
import { selectRequests, toRequest } from './review-request-view.ts';

// What customers read of their review requests and how a request's link is answered
// (docs/reviews.md "Review requests"); review-request-door.ts writes them.

/** The customer's open requests a notification list shows, newest first. */
const OPEN_REQUESTS_MAX = 50;

/** GET /api/storefront/review-requests: unanswered and still valid, newest first. */
export async function openRequestsOf(db: Db, customerId: number, now: Date) {
  const rows = await selectRequests(
    db,
    and(
      eq(reviewRequests.customerId, customerId),
      isNull(reviewRequests.answeredAt),
      gt(reviewRequests.expiresAt, now),
    ),
  )
    .orderBy(desc(reviewRequests.id))
    .limit(OPEN_REQUESTS_MAX);
  return { requests: rows.map(toRequest) };
}

const statusOf = (row: typeof reviewRequests.$inferSelect, now: Date) =>
  row.answeredAt
    ? ('answered' as const)
    : row.expiresAt <= now
      ? ('expired' as const)
      : ('open' as const);

/** The request a link names, or 1002 (an unknown token reveals nothing). */
async function byToken(db: Db, token: string) {
  const [found] = await selectRequests(db, eq(reviewRequests.linkToken, token));
  if (!found) throw new AppError(apiCodes.notFound, 'error.notFound');
  return found;
}

/** GET /api/storefront/review-requests/{token}: what the link opens, signed in or not. */
export async function requestOfLink(db: Db, token: string, now: Date) {
  const found = await byToken(db, token);
  return { request: { ...toRequest(found), status: statusOf(found.row, now) } };
}

/**
 * POST /api/storefront/review-requests/{token}/review: the link stands for its customer, so the
 * review is posted as theirs, through the review's door like any other (which answers the
 * request). Answered already: 1004 `review.already`; past its time: 1001 `review.windowClosed`.
 */
export async function answerRequest(
  services: { db: Db; write: Writer },
  originOf: (customerId: number) => Origin,
  input: { token: string; rating: number; text: string; imageIds: number[]; now: Date },
) {
  const { row } = await byToken(services.db, input.token);
  const status = statusOf(row, input.now);
  if (status === 'answered') throw new AppError(apiCodes.conflict, 'review.already');
  if (status === 'expired') throw new AppError(apiCodes.rejected, 'review.windowClosed');
  return postReview(services, originOf(row.customerId), {
    customerId: row.customerId,
    orderId: row.orderId,
    rating: input.rating,
    text: input.text,
    imageIds: input.imageIds,
    now: input.now,
  });
}
