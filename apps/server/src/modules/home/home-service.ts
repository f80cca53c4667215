import type { HomeContent, HomeRange } from '@console/contract/home';
import { hasPermission, type PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import type { Membership } from '../../identity/index.ts';
import { readHome } from './home-read.ts';
import { periodOf, todayOf } from './period.ts';

const any = (member: Membership, keys: PermissionKey[]) =>
  keys.some((key) => hasPermission(member, key));

/**
 * GET /api/home (docs/home.md "Figures"): the figures of a period and the one before it, the
 * 30-day chart, the funnel, the to-dos and the customers' chat ratings, each only for a member
 * holding the key that reads the list it comes from. One prepared read (home-read.ts).
 */
export async function homeFigures(
  db: Db,
  member: Membership,
  input: { range: HomeRange; from?: string; to?: string; now: Date },
): Promise<HomeContent> {
  const { merchantId, timeZone } = member;
  const today = todayOf(input.now, timeZone);
  const period = periodOf(input.range, today, input);
  const readsOrders = any(member, ['order:view', 'order:manage']);
  const readsChat = hasPermission(member, 'chat:reply');
  const counts = await readHome(db, {
    merchantId,
    period,
    today,
    now: input.now,
    timeZone,
    withOrders: readsOrders,
    withRatings: readsChat,
  });
  const { orders } = counts;

  /** The to-dos this member may follow (each gated by the key of the list it links to). */
  const due: HomeContent['todos'] = [];
  if (readsOrders) {
    due.push({ key: 'refundRequests', count: counts.refundRequests });
    due.push({ key: 'awaitingPayment', count: counts.awaitingPayment });
  }
  if (hasPermission(member, 'review:reply')) {
    due.push({ key: 'unrepliedReviews', count: counts.unrepliedReviews });
  }
  if (readsChat) {
    due.push({ key: 'conversationsNeedingReply', count: counts.conversationsNeedingReply });
    due.push({ key: 'conversationsOverdue', count: counts.conversationsOverdue });
  }
  if (any(member, ['activity:view', 'activity:edit'])) {
    due.push({ key: 'rejectedActivities', count: counts.rejectedActivities });
    due.push({
      key: 'activitiesStartingSoon',
      count: counts.activitiesStartingSoon,
      params: counts.soonParams,
    });
  }
  if (member.role === 'owner') due.push({ key: 'recordRejected', count: counts.recordRejected });
  if (hasPermission(member, 'licence:manage')) {
    due.push({ key: 'licenceRejected', count: counts.licenceRejected });
    due.push({ key: 'licenceExpiring', count: counts.licenceExpiring });
  }

  return {
    timeZone,
    today,
    period,
    kpis: {
      orders: orders?.orders ?? null,
      paidCents: orders?.paidCents ?? null,
      refundRate: orders?.refundRate ?? null,
      newCustomers: any(member, ['customer:view', 'customer:manage'])
        ? { current: counts.newCustomers, previous: counts.newCustomersBefore }
        : null,
      rating: any(member, ['review:reply', 'customer:view'])
        ? { average: counts.averageRating, count: counts.ratings }
        : null,
    },
    chart: orders?.chart ?? null,
    funnel: orders?.funnel ?? null,
    satisfaction: counts.satisfaction,
    reviewRequests: any(member, ['review:reply', 'customer:view'])
      ? {
          sent: counts.requestsSent,
          answered: counts.requestsAnswered,
          rate:
            counts.requestsSent === 0
              ? null
              : Math.round((counts.requestsAnswered / counts.requestsSent) * 1000) / 1000,
        }
      : null,
    todos: due,
  };
}
