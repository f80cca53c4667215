import { apiCodes } from '@console/contract/api-codes';
import type { PostedReviewContent } from '@console/contract/reviews';
import type { CustomerOrder } from '@console/contract/storefront-orders';
import { callApi } from './storefront-client.ts';
import type { createTally } from './tally.ts';

// Simulated customers who review (docs/simulator.md "What the customers do"): once staff have
// checked an order in (completed), its customer now and then reviews it — stars mostly high, some
// low, a short text in zh or en or none — so /eva fills with reviews to reply to, and activities
// gain a rating.

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

export function createReviews(base: URL, tally: ReturnType<typeof createTally>) {
  /** Orders reviewed (or refused) already in this run: each is tried once. */
  const tried = new Set<number>();

  /** Reviews one of the customer's checked-in orders not yet reviewed; false when none. */
  async function review(customer: Reviewer): Promise<boolean> {
    const listed = await callApi<{ orders: CustomerOrder[] }>(
      base,
      'GET',
      '/api/storefront/orders?status=completed&pageSize=20',
      { token: customer.token, localAddress: customer.localAddress },
    );
    if (listed.code !== apiCodes.ok) return false;
    const order = listed.content.orders.find((candidate) => !tried.has(candidate.id));
    if (!order) return false;
    tried.add(order.id);
    const rating = stars();
    const texts = TEXTS[rating]!;
    const posted = await callApi<PostedReviewContent>(base, 'POST', '/api/storefront/reviews', {
      token: customer.token,
      localAddress: customer.localAddress,
      body: { orderId: order.id, rating, text: texts[Math.floor(Math.random() * texts.length)] },
    });
    if (posted.code === apiCodes.ok) tally.counts.reviews += 1;
    // Reviewed before this run, or past the 30 days: counted by its message, not an error.
    else
      tally.refuse(
        posted.code === apiCodes.conflict || posted.code === apiCodes.rejected
          ? 'refusals'
          : 'errors',
        posted.msg,
      );
    return true;
  }

  return { review };
}
