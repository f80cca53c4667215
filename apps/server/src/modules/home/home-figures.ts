import { sql } from 'drizzle-orm';
import { HOME_PAID_STATUSES, type HomeContent } from '@console/contract/home';
import { activities, orderDays } from '../../db/schema.ts';
import { addDays } from '../../lib/zoned-day.ts';
import { chartStart, type HomePeriod } from './period.ts';

// The order figures of the home (docs/home.md "Figures") from the day rollups (`order_days`,
// migration 0017), never orders: SQL fragments the home's one statement selects (home-read.ts),
// and the shaping of what they answer.

/** Paid and still holding the money: the paid amount is theirs (net of refunds). */
const HOLDING = sql.raw(`(${HOME_PAID_STATUSES.map((status) => `'${status}'`).join(', ')})`);
/** Paid at some point: the refund rate's denominator and the funnel's "paid". */
const EVER_PAID = sql.raw(`('paid', 'completed', 'refunding', 'refunded')`);

const sum = (expression: ReturnType<typeof sql>, condition?: ReturnType<typeof sql>) =>
  condition
    ? sql`coalesce(sum(${expression}) filter (where ${condition}), 0)::bigint`
    : sql`coalesce(sum(${expression}), 0)::bigint`;
const orders = sql`${orderDays.orders}`;
const status = sql`${orderDays.status}`;
const inDays = (from: string, to: string) =>
  sql`${orderDays.merchantId} = ${sql.placeholder('merchantId')} and ${orderDays.day} between ${sql.placeholder(from)}::date and ${sql.placeholder(to)}::date`;

/**
 * The merchant's own rows (activity 0) per day from `daysFrom` to `daysTo`, as a JSON array:
 * orders, paid cents (net of refunds), ever paid, refunded.
 */
export const daysJson = sql`(select coalesce(json_agg(d order by d.day), '[]'::json) from (
  select ${orderDays.day}::text as day, ${sum(orders)} as orders,
    ${sum(sql`${orderDays.amountCents}`, sql`${status} in ${HOLDING}`)} as "paidCents",
    ${sum(orders, sql`${status} in ${EVER_PAID}`)} as "everPaid",
    ${sum(orders, sql`${status} = 'refunded'`)} as refunded
  from ${orderDays} where ${inDays('daysFrom', 'daysTo')} and ${orderDays.activityId} = 0
  group by ${orderDays.day}) d)`;

/**
 * The period's top activities by orders (`funnelFrom` to `funnelTo`, `funnelSize` of them), as a
 * JSON array: summed per activity first, then the few kept joined to their titles.
 */
export const funnelJson = sql`(select coalesce(json_agg(f order by f.orders desc, f."activityId"), '[]'::json) from (
  select t.activity_id as "activityId", ${activities.title} as title, t.orders, t.paid,
    t.checked_in as "checkedIn", t.refunded
  from (
    select ${orderDays.activityId} as activity_id, ${sum(orders)} as orders,
      ${sum(orders, sql`${status} in ${EVER_PAID}`)} as paid,
      ${sum(orders, sql`${status} = 'completed'`)} as checked_in,
      ${sum(orders, sql`${status} = 'refunded'`)} as refunded
    from ${orderDays} where ${inDays('funnelFrom', 'funnelTo')} and ${orderDays.activityId} <> 0
    group by ${orderDays.activityId} having sum(${orderDays.orders}) > 0
    order by 2 desc, 1 limit ${sql.placeholder('funnelSize')}
  ) t join ${activities} on ${activities.id} = t.activity_id) f)`;

/** The placeholders of the two fragments for a period, today and the funnel's size. */
export function orderFigureValues(period: HomePeriod, today: string, funnelSize: number) {
  return {
    daysFrom: [period.previousFrom, chartStart(today)].sort()[0]!,
    daysTo: [period.to, today].sort().at(-1)!,
    funnelFrom: period.from,
    funnelTo: period.to,
    funnelSize,
  };
}

type Day = { day: string; orders: number; paidCents: number; everPaid: number; refunded: number };
type FunnelRow = NonNullable<HomeContent['funnel']>[number];

function totals(days: Day[], from: string, to: string) {
  let count = 0;
  let paidCents = 0;
  let paid = 0;
  let refunds = 0;
  for (const day of days) {
    if (day.day < from || day.day > to) continue;
    count += day.orders;
    paidCents += day.paidCents;
    paid += day.everPaid;
    refunds += day.refunded;
  }
  return { orders: count, paidCents, refundRate: paid === 0 ? null : refunds / paid };
}

/** The figures of the period against the one before, the 30-day chart and the funnel. */
export function shapeOrderFigures(
  input: { days: Day[]; funnel: FunnelRow[] },
  period: HomePeriod,
  today: string,
) {
  const current = totals(input.days, period.from, period.to);
  const previous = totals(input.days, period.previousFrom, period.previousTo);
  const byDay = new Map(input.days.map((day) => [day.day, day]));
  const chart = [];
  for (let day = chartStart(today); day <= today; day = addDays(day, 1)) {
    const found = byDay.get(day);
    chart.push({ day, orders: found?.orders ?? 0, paidCents: found?.paidCents ?? 0 });
  }
  return {
    orders: { current: current.orders, previous: previous.orders },
    paidCents: { current: current.paidCents, previous: previous.paidCents },
    refundRate: { current: current.refundRate, previous: previous.refundRate },
    chart,
    funnel: input.funnel,
  } satisfies Partial<HomeContent['kpis']> & Pick<HomeContent, 'chart' | 'funnel'>;
}
