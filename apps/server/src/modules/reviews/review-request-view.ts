import { eq, type SQL } from 'drizzle-orm';
import type { ReviewRequest } from '@console/contract/review-requests';
import type { Db } from '../../db/client.ts';
import { activities, merchants, orders, reviewRequests } from '../../db/schema.ts';

// A review request as its customer reads it (docs/reviews.md "Review requests"): the
// notification the door sends and the storefront's reads (review-requests.ts) alike.

/** Review requests with the order, activity and merchant they name; callers add the rest. */
export const selectRequests = (db: Db, where: SQL | undefined) =>
  db
    .select({
      row: reviewRequests,
      orderNo: orders.orderNo,
      activityTitle: activities.title,
      merchantName: merchants.name,
    })
    .from(reviewRequests)
    .innerJoin(orders, eq(orders.id, reviewRequests.orderId))
    .innerJoin(activities, eq(activities.id, reviewRequests.activityId))
    .innerJoin(merchants, eq(merchants.id, reviewRequests.merchantId))
    .where(where);

type SelectedRequest = Awaited<ReturnType<typeof selectRequests>>[number];

export const toRequest = ({ row, ...named }: SelectedRequest): ReviewRequest => ({
  id: row.id,
  token: row.linkToken,
  orderId: row.orderId,
  orderNo: named.orderNo,
  activityId: row.activityId,
  activityTitle: named.activityTitle,
  merchantName: named.merchantName,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  remindersSent: row.remindersSent,
});

/** One request as its customer reads it (in the writing transaction: as it now is). */
export async function readRequest(db: Db, id: number): Promise<ReviewRequest> {
  const [found] = await selectRequests(db, eq(reviewRequests.id, id));
  if (!found) throw new Error(`review request ${id} is gone`);
  return toRequest(found);
}
