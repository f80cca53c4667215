import { apiCodes } from '@console/contract/api-codes';
import type { AnswerReviewRequestBody, ReviewRequest } from '@console/contract/review-requests';
import type { PostedReviewContent, PostReviewBody } from '@console/contract/reviews';
import type { CustomerOrder } from '@console/contract/storefront-orders';
import { callApi, type Envelope } from './storefront-client.ts';
import type { createTally } from './tally.ts';

// Simulated customers who review (docs/simulator.md "What the customers do"): once staff have
// checked an order in (completed), the server asks its customer for a review (docs/reviews.md
// "Review requests"). Now and then a customer answers about 60 % of their open requests through
// the request's link, and leaves the rest, so the reminders after 3 and 7 days have something to
// do; a checked-in order without an open request is reviewed directly. Stars mostly high, some
// low, a short text in zh or en or none — so /eva fills with reviews to reply to, activities gain
// a rating and the home's answer rate moves.

const TEXTS: Record<number, readonly string[]> = {
  1: ['体验很差，老师迟到了半小时', 'Badly organised, we waited an hour'],
  2: ['场地太挤了', 'Too crowded for the price'],
  3: ['还可以，就是时间有点短', 'Fine, but shorter than announced'],
  4: ['很不错，孩子很喜欢', 'Good fun, would come again', ''],
  5: ['非常棒！强烈推荐', 'Wonderful teacher, highly recommended', '', '五星好评'],
};
/** Stars 1–5 drawn with these weights: reviews lean positive, as real ones do. */
const STAR_WEIGHTS = [0.06, 0.06, 0.12, 0.26, 0.5];

function stars(): number {
  let roll = Math.random();
  for (let index = 0; index < STAR_WEIGHTS.length; index++) {
    roll -= STAR_WEIGHTS[index]!;
    if (roll < 0) return index + 1;
  }
  return 5;
}

type Reviewer = { token?: string; localAddress?: string };

/** The share of open review requests answered; the rest are left for the reminders. */
export const REQUEST_ANSWER_SHARE = 0.6;

/**
 * Which of a customer's open requests to answer now. Each request is decided once a run, in
 * `decided` (true: answer it), about REQUEST_ANSWER_SHARE of them to answer. Answers the first
 * still to answer, and the orders of the requests left: the direct review must not take those
 * (reviewing the order would answer its request).
 */
export function chooseRequest(
  open: readonly ReviewRequest[],
  decided: Map<number, boolean>,
  random: () => number = Math.random,
): { answer: ReviewRequest | undefined; leftOrderIds: Set<number> } {
  for (const request of open) {
    if (!decided.has(request.id)) decided.set(request.id, random() < REQUEST_ANSWER_SHARE);
  }
  const answer = open.find((request) => decided.get(request.id));
  const leftOrderIds = new Set(
    open.filter((request) => !decided.get(request.id)).map((request) => request.orderId),
  );
  return { answer, leftOrderIds };
}

/** A rating drawn as real ones lean, with a text that fits it (or none). */
function reviewOf(): { rating: number; text: string } {
  const rating = stars();
  const texts = TEXTS[rating]!;
  return { rating, text: texts[Math.floor(Math.random() * texts.length)]! };
}

export function createReviews(base: URL, tally: ReturnType<typeof createTally>) {
  /** Orders reviewed (or refused) already in this run: each is tried once. */
  const tried = new Set<number>();
  /** Review requests decided in this run: true while one is to be answered (chooseRequest). */
  const decided = new Map<number, boolean>();

  /**
   * A review posted counts; one refused (reviewed before this run, answered meanwhile, past the
   * 30 days) counts as a refusal with its message, not an error. True when posted.
   */
  function count(answer: Envelope): boolean {
    if (answer.code === apiCodes.ok) {
      tally.counts.reviews += 1;
      return true;
    }
    tally.refuse(
      answer.code === apiCodes.conflict || answer.code === apiCodes.rejected
        ? 'refusals'
        : 'errors',
      answer.msg,
    );
    return false;
  }

  /** Answers an open request through its link, as from the notification: no token needed. */
  async function answerRequest(customer: Reviewer, request: ReviewRequest): Promise<void> {
    decided.set(request.id, false); // tried once, whatever the answer
    tried.add(request.orderId);
    const answered = await callApi(
      base,
      'POST',
      `/api/storefront/review-requests/${request.token}/review`,
      {
        localAddress: customer.localAddress,
        body: { ...reviewOf(), imageIds: [] } satisfies AnswerReviewRequestBody,
      },
    );
    if (count(answered)) tally.counts.requestsAnswered += 1;
  }

  /** Reviews one of the customer's checked-in orders not yet tried and not left; false when none. */
  async function reviewOrder(customer: Reviewer, left: Set<number>): Promise<boolean> {
    const listed = await callApi<{ orders: CustomerOrder[] }>(
      base,
      'GET',
      '/api/storefront/orders?status=completed&pageSize=20',
      { token: customer.token, localAddress: customer.localAddress },
    );
    if (listed.code !== apiCodes.ok) return false;
    const order = listed.content.orders.find(
      (candidate) => !tried.has(candidate.id) && !left.has(candidate.id),
    );
    if (!order) return false;
    tried.add(order.id);
    const posted = await callApi<PostedReviewContent>(base, 'POST', '/api/storefront/reviews', {
      token: customer.token,
      localAddress: customer.localAddress,
      body: { orderId: order.id, ...reviewOf() } satisfies PostReviewBody,
    });
    count(posted);
    return true;
  }

  /**
   * Answers one of the customer's open review requests (about 60 % of them are answered), else
   * reviews a checked-in order that has no open request; false when there is nothing to review.
   */
  async function review(customer: Reviewer): Promise<boolean> {
    const listed = await callApi<{ requests: ReviewRequest[] }>(
      base,
      'GET',
      '/api/storefront/review-requests',
      { token: customer.token, localAddress: customer.localAddress },
    );
    if (listed.code !== apiCodes.ok) tally.refuse('errors', listed.msg);
    const open = listed.code === apiCodes.ok ? listed.content.requests : [];
    const { answer, leftOrderIds } = chooseRequest(open, decided);
    if (!answer) return reviewOrder(customer, leftOrderIds);
    await answerRequest(customer, answer);
    return true;
  }

  return { review };
}
