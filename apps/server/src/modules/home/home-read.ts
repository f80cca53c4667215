import { eq, sql } from 'drizzle-orm';
import {
  HOME_FUNNEL_ACTIVITIES,
  HOME_LICENCE_EXPIRY_DAYS,
  HOME_STARTING_SOON_DAYS,
  type HomeContent,
} from '@console/contract/home';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  activities,
  conversations,
  merchantCustomers,
  merchantLicences,
  merchantRecords,
  merchants,
  orderTallies,
  reviewRequests,
  reviewStats,
} from '../../db/schema.ts';
import { addDays, zonedDay, zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';
import { needsReply, ratingsPerDayJson, ratingsPerMemberJson } from '../chat/index.ts';
import { daysJson, funnelJson, orderFigureValues, shapeOrderFigures } from './home-figures.ts';
import type { HomePeriod } from './period.ts';
import {
  averageOf,
  shapeSatisfaction,
  type DayRatings,
  type MemberRatings,
} from './satisfaction.ts';

type DayRow = Parameters<typeof shapeOrderFigures>[0]['days'][number];
type FunnelRow = NonNullable<HomeContent['funnel']>[number];

const DAY_MS = 86_400_000;
const value = (key: string) => sql.placeholder(key);
const int = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`.mapWith(Number);
const tallied = (status: string) =>
  int(
    sql`select coalesce(sum(${orderTallies.orders}), 0) from ${orderTallies} where ${orderTallies.merchantId} = ${merchants.id} and ${orderTallies.status} = ${status}`,
  );
const firstOrders = (from: string, to: string) =>
  int(
    sql`select count(*) from ${merchantCustomers} where ${merchantCustomers.merchantId} = ${merchants.id} and ${merchantCustomers.firstOrderAt} >= ${value(from)}::timestamptz and ${merchantCustomers.firstOrderAt} < ${value(to)}::timestamptz`,
  );
/** The period's chat ratings (the same instants as the new customers'). */
const rated = { merchantId: value('merchantId'), from: value('curFrom'), to: value('curTo') };
/** Review requests sent in the period (docs/home.md "Review requests"), `answered` so far. */
const requestsSent = (answered: boolean) =>
  int(
    sql`select count(*) from ${reviewRequests} where ${reviewRequests.merchantId} = ${merchants.id} and ${reviewRequests.sentAt} >= ${value('curFrom')}::timestamptz and ${reviewRequests.sentAt} < ${value('curTo')}::timestamptz${answered ? sql` and ${reviewRequests.answeredAt} is not null` : sql``}`,
  );
const merchantStats = (expression: ReturnType<typeof sql>) =>
  int(
    sql`select coalesce(sum(${expression}), 0) from ${reviewStats} where ${reviewStats.merchantId} = ${merchants.id} and ${reviewStats.scopeId} = 0`,
  );

/**
 * Everything the home shows in one prepared statement of scalar subqueries on the merchant's
 * row (bench:orders, docs/testing.md: eleven small queries, each planned, cost ~1.2 ms of server
 * time a request; three prepared ones still ~0.6 ms more than one): the order figures as JSON from
 * the day rollups (home-figures.ts, only for a member who reads orders: a statement of its own),
 * the to-dos, the new customers of both periods, the rating, and the period's chat ratings per
 * member and per day (only for a member who may reply in chat: the chat module's fragments,
 * chat/rating-reads.ts). Each is read from what keeps it (the rollups, the tallies, review_stats,
 * the customer book) or an index.
 */
const homeRead = (db: Db, withOrders: boolean, withRatings: boolean) =>
  prepared(db, `home_read${withOrders ? '_orders' : ''}${withRatings ? '_ratings' : ''}`, (name) =>
    db
      .select({
        ...(withOrders
          ? {
              days: sql<DayRow[]>`${daysJson}`,
              funnel: sql<FunnelRow[]>`${funnelJson}`,
            }
          : {}),
        ...(withRatings
          ? {
              ratedMembers: sql<MemberRatings[]>`${ratingsPerMemberJson(rated)}`,
              ratedDays: sql<DayRatings[]>`${ratingsPerDayJson(rated, value('timeZone'))}`,
            }
          : {}),
        refundRequests: tallied('refunding'),
        awaitingPayment: tallied('pending_payment'),
        unrepliedReviews: merchantStats(sql`${reviewStats.unreplied}`),
        ratings: merchantStats(sql`${reviewStats.published}`),
        stars: merchantStats(sql`${reviewStats.rating} * ${reviewStats.published}`),
        conversationsNeedingReply: int(
          sql`select count(*) from ${conversations} where ${conversations.merchantId} = ${merchants.id} and ${needsReply(sql`${value('now')}::timestamptz`)}`,
        ),
        conversationsOverdue: int(
          sql`select count(*) from ${conversations} where ${conversations.merchantId} = ${merchants.id} and ${needsReply(sql`${value('now')}::timestamptz`)} and ${conversations.responseDueAt} < ${value('now')}::timestamptz`,
        ),
        rejectedActivities: int(
          sql`select count(*) from ${activities} where ${activities.merchantId} = ${merchants.id} and ${activities.status} = 'rejected'`,
        ),
        activitiesStartingSoon: int(
          sql`select count(*) from ${activities} where ${activities.merchantId} = ${merchants.id} and ${activities.status} = 'approved' and ${activities.startAt} >= ${value('soonFrom')}::timestamptz and ${activities.startAt} < ${value('soonTo')}::timestamptz and (${activities.capacity} is null or ${activities.placesTaken} < ${activities.capacity})`,
        ),
        recordRejected: int(
          sql`select count(*) from ${merchantRecords} where ${merchantRecords.merchantId} = ${merchants.id} and ${merchantRecords.status} = 'rejected'`,
        ),
        licenceRejected: int(
          sql`select count(*) from ${merchantLicences} where ${merchantLicences.merchantId} = ${merchants.id} and ${merchantLicences.status} = 'rejected'`,
        ),
        licenceExpiring: int(
          sql`select count(*) from ${merchantLicences} where ${merchantLicences.merchantId} = ${merchants.id} and ${merchantLicences.status} = 'approved' and ${merchantLicences.validUntil} <= ${value('licenceLast')}::date`,
        ),
        requestsSent: requestsSent(false),
        requestsAnswered: requestsSent(true),
        newCustomers: firstOrders('curFrom', 'curTo'),
        newCustomersBefore: firstOrders('prevFrom', 'prevTo'),
      })
      .from(merchants)
      .where(eq(merchants.id, value('merchantId')))
      .prepare(name),
  );

/**
 * What the home shows for `period` at `now`. "Starting soon" is from this minute for 7 days;
 * its range is answered with it, so the linked activity list shows the same activities.
 */
export async function readHome(
  db: Db,
  input: {
    merchantId: number;
    period: HomePeriod;
    today: string;
    now: Date;
    timeZone: string;
    withOrders: boolean;
    withRatings: boolean;
  },
) {
  const { period, timeZone, now } = input;
  const soonFrom = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const soonTo = new Date(soonFrom.getTime() + HOME_STARTING_SOON_DAYS * DAY_MS);
  const [row] = await homeRead(db, input.withOrders, input.withRatings).execute({
    ...(input.withOrders ? orderFigureValues(period, input.today, HOME_FUNNEL_ACTIVITIES) : {}),
    ...(input.withRatings ? { timeZone } : {}),
    merchantId: input.merchantId,
    now: now.toISOString(),
    soonFrom: soonFrom.toISOString(),
    soonTo: soonTo.toISOString(),
    licenceLast: addDays(zonedDay(now, timeZone), HOME_LICENCE_EXPIRY_DAYS),
    curFrom: zonedDayStart(period.from, timeZone).toISOString(),
    curTo: zonedDayEnd(period.to, timeZone).toISOString(),
    prevFrom: zonedDayStart(period.previousFrom, timeZone).toISOString(),
    prevTo: zonedDayEnd(period.previousTo, timeZone).toISOString(),
  });
  if (!row) throw new Error(`merchant ${input.merchantId} is gone`);
  const { days, funnel, ratedMembers, ratedDays, ...counts } = row as typeof row & {
    days?: DayRow[];
    funnel?: FunnelRow[];
    ratedMembers?: MemberRatings[];
    ratedDays?: DayRatings[];
  };
  return {
    ...counts,
    orders: days && funnel ? shapeOrderFigures({ days, funnel }, period, input.today) : null,
    satisfaction:
      ratedMembers && ratedDays
        ? shapeSatisfaction({ members: ratedMembers, days: ratedDays }, period)
        : null,
    soonParams: { startFrom: soonFrom.toISOString(), startTo: soonTo.toISOString() },
    averageRating: averageOf({ count: row.ratings, stars: row.stars }),
  };
}
