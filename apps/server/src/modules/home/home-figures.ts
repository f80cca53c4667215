import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { HomeContent } from '@console/contract/home';
import type { OrderStatus } from '@console/contract/orders';
import type { Db } from '../../db/client.ts';
import { activities, merchantCustomers, orderDays, reviews } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';
import { chartStart, type HomePeriod } from './period.ts';

/** Paid and still holding the money: the paid amount is theirs (net of refunds). */
const HOLDING: OrderStatus[] = ['paid', 'completed', 'refunding'];
/** Paid at some point: the refund rate's denominator. */
const EVER_PAID: OrderStatus[] = [...HOLDING, 'refunded'];

type DayRow = {
  day: string;
  activityId: number;
  status: OrderStatus;
  orders: number;
  cents: number;
};

/** The rollup rows (summed over slots) of the merchant's days from `from` to `to`. */
async function dayRows(db: Db, merchantId: number, from: string, to: string): Promise<DayRow[]> {
  return db
    .select({
      day: orderDays.day,
      activityId: orderDays.activityId,
      status: orderDays.status,
      orders: sql<number>`sum(${orderDays.orders})::bigint`.mapWith(Number),
      cents: sql<number>`sum(${orderDays.amountCents})::bigint`.mapWith(Number),
    })
    .from(orderDays)
    .where(
      and(eq(orderDays.merchantId, merchantId), gte(orderDays.day, from), lte(orderDays.day, to)),
    )
    .groupBy(orderDays.day, orderDays.activityId, orderDays.status);
}

const inPeriod = (row: DayRow, from: string, to: string) => row.day >= from && row.day <= to;

function totals(rows: DayRow[]) {
  let orders = 0;
  let paidCents = 0;
  let everPaid = 0;
  let refunded = 0;
  for (const row of rows) {
    orders += row.orders;
    if (HOLDING.includes(row.status)) paidCents += row.cents;
    if (EVER_PAID.includes(row.status)) everPaid += row.orders;
    if (row.status === 'refunded') refunded += row.orders;
  }
  return { orders, paidCents, refundRate: everPaid === 0 ? null : refunded / everPaid };
}

/**
 * The order figures of the period and the one before, the 30-day chart and the funnel, from
 * one read of the rollups (`order_days`, kept with each order event: migration 0017).
 */
export async function orderFigures(
  db: Db,
  merchantId: number,
  period: HomePeriod,
  today: string,
  funnelSize: number,
) {
  const first = [period.previousFrom, chartStart(today)].sort()[0]!;
  const last = [period.to, today].sort().at(-1)!;
  const rows = await dayRows(db, merchantId, first, last);
  const current = totals(rows.filter((row) => inPeriod(row, period.from, period.to)));
  const previous = totals(
    rows.filter((row) => inPeriod(row, period.previousFrom, period.previousTo)),
  );

  const chartFrom = chartStart(today);
  const byDay = new Map<string, { orders: number; paidCents: number }>();
  for (let day = chartFrom; day <= today; day = nextDay(day))
    byDay.set(day, { orders: 0, paidCents: 0 });
  for (const row of rows) {
    const bucket = byDay.get(row.day);
    if (!bucket) continue;
    bucket.orders += row.orders;
    if (HOLDING.includes(row.status)) bucket.paidCents += row.cents;
  }

  const perActivity = new Map<
    number,
    { orders: number; paid: number; checkedIn: number; refunded: number }
  >();
  for (const row of rows) {
    if (!inPeriod(row, period.from, period.to)) continue;
    const entry = perActivity.get(row.activityId) ?? {
      orders: 0,
      paid: 0,
      checkedIn: 0,
      refunded: 0,
    };
    entry.orders += row.orders;
    if (EVER_PAID.includes(row.status)) entry.paid += row.orders;
    if (row.status === 'completed') entry.checkedIn += row.orders;
    if (row.status === 'refunded') entry.refunded += row.orders;
    perActivity.set(row.activityId, entry);
  }
  const top = [...perActivity.entries()]
    .filter(([, entry]) => entry.orders > 0)
    .sort((a, b) => b[1].orders - a[1].orders || a[0] - b[0])
    .slice(0, funnelSize);
  const titles = top.length
    ? await db
        .select({ id: activities.id, title: activities.title })
        .from(activities)
        .where(
          inArray(
            activities.id,
            top.map(([id]) => id),
          ),
        )
    : [];
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));

  return {
    orders: { current: current.orders, previous: previous.orders },
    paidCents: { current: current.paidCents, previous: previous.paidCents },
    refundRate: { current: current.refundRate, previous: previous.refundRate },
    chart: [...byDay.entries()].map(([day, bucket]) => ({ day, ...bucket })),
    funnel: top.map(([activityId, entry]) => ({
      activityId,
      title: titleOf.get(activityId) ?? '',
      ...entry,
    })),
  } satisfies Partial<HomeContent['kpis']> & Pick<HomeContent, 'chart' | 'funnel'>;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Customers whose first paid order was placed in the period (the customer book's figure). */
export async function newCustomers(
  db: Db,
  merchantId: number,
  period: HomePeriod,
  timeZone: string,
) {
  const count = async (from: string, to: string) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantCustomers)
      .where(
        and(
          eq(merchantCustomers.merchantId, merchantId),
          gte(merchantCustomers.firstOrderAt, zonedDayStart(from, timeZone)),
          lt(merchantCustomers.firstOrderAt, zonedDayEnd(to, timeZone)),
        ),
      );
    return row?.n ?? 0;
  };
  const [current, previous] = await Promise.all([
    count(period.from, period.to),
    count(period.previousFrom, period.previousTo),
  ]);
  return { current, previous };
}

/** Reviews without a reply (any status): what `/eva?tab=reviews&replied=no` lists. */
export async function unrepliedReviews(db: Db, merchantId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.merchantId, merchantId), isNull(reviews.replyAt)));
  return row?.n ?? 0;
}
