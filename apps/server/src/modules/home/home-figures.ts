import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { HomeContent } from '@console/contract/home';
import type { Db } from '../../db/client.ts';
import { activities, orderDays } from '../../db/schema.ts';
import { prepared } from '../../db/prepared.ts';
import { addDays } from '../../lib/zoned-day.ts';
import { chartStart, type HomePeriod } from './period.ts';

/** Paid and still holding the money: the paid amount is theirs (net of refunds). */
const HOLDING = sql.raw(`('paid', 'completed', 'refunding')`);
/** Paid at some point: the refund rate's denominator and the funnel's "paid". */
const EVER_PAID = sql.raw(`('paid', 'completed', 'refunding', 'refunded')`);

const count = (condition?: SQL) =>
  (condition
    ? sql<number>`coalesce(sum(${orderDays.orders}) filter (where ${condition}), 0)::bigint`
    : sql<number>`coalesce(sum(${orderDays.orders}), 0)::bigint`
  ).mapWith(Number);
const holding = sql`${orderDays.status} in ${HOLDING}`;
const everPaid = sql`${orderDays.status} in ${EVER_PAID}`;
const refunded = sql`${orderDays.status} = 'refunded'`;
/** The merchant's rows of the days: its own (activity 0) or its activities' (the funnel). */
const inDays = (rows: 'merchant' | 'activities') =>
  and(
    eq(orderDays.merchantId, sql.placeholder('merchantId')),
    gte(orderDays.day, sql.placeholder('from')),
    lte(orderDays.day, sql.placeholder('to')),
    rows === 'merchant' ? eq(orderDays.activityId, 0) : sql`${orderDays.activityId} <> 0`,
  );

/** Per day from `from` to `to`: orders, paid cents (net of refunds), ever paid, refunded. */
const perDay = (db: Db) =>
  prepared(db, 'home_days', (name) =>
    db
      .select({
        day: orderDays.day,
        orders: count(),
        paidCents:
          sql<number>`coalesce(sum(${orderDays.amountCents}) filter (where ${holding}), 0)::bigint`.mapWith(
            Number,
          ),
        everPaid: count(everPaid),
        refunded: count(refunded),
      })
      .from(orderDays)
      .where(inDays('merchant'))
      .groupBy(orderDays.day)
      .prepare(name),
  );

/**
 * The period's top activities by orders, with their funnel: summed per activity first, then the
 * few kept joined to their titles.
 */
const perActivity = (db: Db) =>
  prepared(db, 'home_funnel', (name) => {
    const top = db
      .select({
        activityId: orderDays.activityId,
        orders: count().as('orders'),
        paid: count(everPaid).as('paid'),
        checkedIn: count(sql`${orderDays.status} = 'completed'`).as('checked_in'),
        refunded: count(refunded).as('refunded'),
      })
      .from(orderDays)
      .where(inDays('activities'))
      .groupBy(orderDays.activityId)
      .having(sql`sum(${orderDays.orders}) > 0`)
      .orderBy(sql`2 desc`, asc(orderDays.activityId))
      .limit(sql.placeholder('limit'))
      .as('top');
    return db
      .select({
        activityId: top.activityId,
        title: activities.title,
        orders: top.orders,
        paid: top.paid,
        checkedIn: top.checkedIn,
        refunded: top.refunded,
      })
      .from(top)
      .innerJoin(activities, eq(activities.id, top.activityId))
      .orderBy(sql`${top.orders} desc`, asc(top.activityId))
      .prepare(name);
  });

type Day = { day: string; orders: number; paidCents: number; everPaid: number; refunded: number };

function totals(days: Day[], from: string, to: string) {
  let orders = 0;
  let paidCents = 0;
  let paid = 0;
  let refunds = 0;
  for (const day of days) {
    if (day.day < from || day.day > to) continue;
    orders += day.orders;
    paidCents += day.paidCents;
    paid += day.everPaid;
    refunds += day.refunded;
  }
  return { orders, paidCents, refundRate: paid === 0 ? null : refunds / paid };
}

/**
 * The order figures of the period and the one before, the 30-day chart and the funnel, from
 * the rollups (`order_days`, kept with each order event: migration 0017): one row per day and
 * one per activity, summed in PostgreSQL, never orders.
 */
export async function orderFigures(
  db: Db,
  merchantId: number,
  period: HomePeriod,
  today: string,
  funnelSize: number,
) {
  const chartFrom = chartStart(today);
  const first = [period.previousFrom, chartFrom].sort()[0]!;
  const last = [period.to, today].sort().at(-1)!;
  const [days, funnel] = await Promise.all([
    perDay(db).execute({ merchantId, from: first, to: last }),
    perActivity(db).execute({ merchantId, from: period.from, to: period.to, limit: funnelSize }),
  ]);
  const current = totals(days, period.from, period.to);
  const previous = totals(days, period.previousFrom, period.previousTo);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const chart = [];
  for (let day = chartFrom; day <= today; day = addDays(day, 1)) {
    const found = byDay.get(day);
    chart.push({ day, orders: found?.orders ?? 0, paidCents: found?.paidCents ?? 0 });
  }
  return {
    orders: { current: current.orders, previous: previous.orders },
    paidCents: { current: current.paidCents, previous: previous.paidCents },
    refundRate: { current: current.refundRate, previous: previous.refundRate },
    chart,
    funnel,
  } satisfies Partial<HomeContent['kpis']> & Pick<HomeContent, 'chart' | 'funnel'>;
}
