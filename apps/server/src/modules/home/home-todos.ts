import { and, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  HOME_LICENCE_EXPIRY_DAYS,
  HOME_STARTING_SOON_DAYS,
  type HomeContent,
} from '@console/contract/home';
import type { Db } from '../../db/client.ts';
import { activities, merchantLicences, merchantRecords } from '../../db/schema.ts';
import { addDays, zonedDay } from '../../lib/zoned-day.ts';

type Todo = HomeContent['todos'][number];
const DAY_MS = 86_400_000;

const countOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;
const n = sql<number>`count(*)::int`;

/**
 * The activity to-dos (issue 16): rejected activities (`/activity/list?status=rejected`) and
 * approved ones starting within 7 days with a place left — the list's `status=approved`,
 * start range from this minute and `placesLeft=1`, the range sent with the count so the link
 * shows the same activities.
 */
export async function activityTodos(db: Db, merchantId: number, now: Date): Promise<Todo[]> {
  const from = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const to = new Date(from.getTime() + HOME_STARTING_SOON_DAYS * DAY_MS);
  const mine = eq(activities.merchantId, merchantId);
  const [rejected, soon] = await Promise.all([
    db
      .select({ n })
      .from(activities)
      .where(and(mine, eq(activities.status, 'rejected'))),
    db
      .select({ n })
      .from(activities)
      .where(
        and(
          mine,
          eq(activities.status, 'approved'),
          gte(activities.startAt, from),
          lt(activities.startAt, to),
          or(isNull(activities.capacity), lt(activities.placesTaken, activities.capacity)),
        ),
      ),
  ]);
  return [
    { key: 'rejectedActivities', count: countOf(rejected) },
    {
      key: 'activitiesStartingSoon',
      count: countOf(soon),
      params: { startFrom: from.toISOString(), startTo: to.toISOString() },
    },
  ];
}

/** The owner's record, when rejected (1) or not (0): `/record` shows why. */
export async function recordTodo(db: Db, merchantId: number): Promise<Todo> {
  const rows = await db
    .select({ n })
    .from(merchantRecords)
    .where(and(eq(merchantRecords.merchantId, merchantId), eq(merchantRecords.status, 'rejected')));
  return { key: 'recordRejected', count: countOf(rows) };
}

/**
 * The signing licence (`/account/license`): rejected, or approved and valid until a day within
 * the next 30 of the merchant's days.
 */
export async function licenceTodos(
  db: Db,
  merchantId: number,
  now: Date,
  timeZone: string,
): Promise<Todo[]> {
  const [licence] = await db
    .select({ status: merchantLicences.status, validUntil: merchantLicences.validUntil })
    .from(merchantLicences)
    .where(eq(merchantLicences.merchantId, merchantId));
  const last = addDays(zonedDay(now, timeZone), HOME_LICENCE_EXPIRY_DAYS);
  const [expiring] = licence
    ? await db
        .select({ n })
        .from(merchantLicences)
        .where(
          and(
            eq(merchantLicences.merchantId, merchantId),
            eq(merchantLicences.status, 'approved'),
            lte(merchantLicences.validUntil, last),
          ),
        )
    : [];
  return [
    { key: 'licenceRejected', count: licence?.status === 'rejected' ? 1 : 0 },
    { key: 'licenceExpiring', count: expiring?.n ?? 0 },
  ];
}
