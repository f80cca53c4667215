import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOME_FUNNEL_ACTIVITIES, type HomeContent, type HomeRange } from '@console/contract/home';
import { hasPermission, type PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import { conversations, orderTallies } from '../../db/schema.ts';
import type { Membership } from '../../identity/index.ts';
import { conversationFilterCondition } from '../chat/index.ts';
import { ratingSummary, unrepliedCount } from '../reviews/index.ts';
import { newCustomers, orderFigures } from './home-figures.ts';
import { activityTodos, licenceTodos, recordTodo } from './home-todos.ts';
import { periodOf, todayOf } from './period.ts';

const any = (member: Membership, keys: PermissionKey[]) =>
  keys.some((key) => hasPermission(member, key));

/** Orders per status from the kept tallies (the order list's status tabs read the same). */
async function tallied(db: Db, merchantId: number, statuses: string[]) {
  const rows = await db
    .select({
      status: orderTallies.status,
      orders: sql<number>`sum(${orderTallies.orders})::bigint`.mapWith(Number),
    })
    .from(orderTallies)
    .where(
      and(eq(orderTallies.merchantId, merchantId), inArray(orderTallies.status, statuses as never)),
    )
    .groupBy(orderTallies.status);
  return new Map(rows.map((row) => [row.status as string, row.orders]));
}

/**
 * GET /api/home (issue 16, docs/home.md): the figures of a period and the one before it, the
 * 30-day chart, the funnel and the to-dos, each only for a member holding the key that reads
 * the list it comes from.
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
  const readsCustomers = any(member, ['customer:view', 'customer:manage']);
  const readsReviews = any(member, ['review:reply', 'customer:view']);
  const repliesChat = hasPermission(member, 'chat:reply');

  const readsActivities = any(member, ['activity:view', 'activity:edit']);
  const [orders, customers, rating, statuses, unreplied, waiting, activityRows, record, licence] =
    await Promise.all([
      readsOrders ? orderFigures(db, merchantId, period, today, HOME_FUNNEL_ACTIVITIES) : null,
      readsCustomers ? newCustomers(db, merchantId, period, timeZone) : null,
      readsReviews ? ratingSummary(db, merchantId) : null,
      readsOrders ? tallied(db, merchantId, ['refunding', 'pending_payment']) : null,
      hasPermission(member, 'review:reply') ? unrepliedCount(db, merchantId) : null,
      repliesChat
        ? db
            .select({ n: sql<number>`count(*)::int` })
            .from(conversations)
            .where(
              and(
                eq(conversations.merchantId, merchantId),
                conversationFilterCondition('needs_reply', {
                  merchantId,
                  userId: 0,
                  now: input.now,
                }),
              ),
            )
            .then(([row]) => row?.n ?? 0)
        : null,
      readsActivities ? activityTodos(db, merchantId, input.now) : [],
      member.role === 'owner' ? recordTodo(db, merchantId) : null,
      hasPermission(member, 'licence:manage')
        ? licenceTodos(db, merchantId, input.now, timeZone)
        : [],
    ]);

  const todos: HomeContent['todos'] = [];
  if (statuses) {
    todos.push({ key: 'refundRequests', count: statuses.get('refunding') ?? 0 });
    todos.push({ key: 'awaitingPayment', count: statuses.get('pending_payment') ?? 0 });
  }
  if (unreplied !== null) todos.push({ key: 'unrepliedReviews', count: unreplied });
  if (waiting !== null) todos.push({ key: 'conversationsNeedingReply', count: waiting });
  todos.push(...activityRows);
  if (record) todos.push(record);
  todos.push(...licence);

  return {
    timeZone,
    today,
    period,
    kpis: {
      orders: orders?.orders ?? null,
      paidCents: orders?.paidCents ?? null,
      refundRate: orders?.refundRate ?? null,
      newCustomers: customers,
      rating: rating ? { average: rating.average, count: rating.count } : null,
    },
    chart: orders?.chart ?? null,
    funnel: orders?.funnel ?? null,
    todos,
  };
}
