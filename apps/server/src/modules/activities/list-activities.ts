import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import type { ActivityPhase } from '@console/contract/activity-phase';
import type { Activity, ActivitySort, ActivityStatus } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { afterStart, startCursor, type StartCursor } from './activity-keyset.ts';
import { viewActivities } from './activity-store.ts';
import type { ActivityRow } from './activity-view.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

export type ActivityListInput = {
  lastId?: number;
  pageSize: number;
  status?: ActivityStatus;
  phase?: ActivityPhase;
  keyword?: string;
  startFrom?: Date;
  startTo?: Date;
  placesLeft?: '1';
  sort: ActivitySort;
};

/**
 * The SQL of `activityPhase` (contract activity-phase.ts) at `now`. Only approved activities
 * have a phase (activity-view.ts phaseOf): other statuses, and rows missing a time, never match.
 */
function phaseCondition(phase: ActivityPhase, now: Date): SQL {
  const { startAt, endAt, signupDeadline } = activities;
  const complete = [
    eq(activities.status, 'approved'),
    isNotNull(startAt),
    isNotNull(endAt),
    isNotNull(signupDeadline),
  ];
  const notEnded = [...complete, gt(endAt, now)];
  const conditions: Record<ActivityPhase, SQL[]> = {
    ended: [...complete, lte(endAt, now)],
    ongoing: [...notEnded, lte(startAt, now)],
    signing_up: [...notEnded, gt(startAt, now), gt(signupDeadline, now)],
    not_started: [...notEnded, gt(startAt, now), lte(signupDeadline, now)],
  };
  return and(...conditions[phase])!;
}

function filtersOf(merchantId: number, input: ActivityListInput, now: Date): SQL[] {
  const where: SQL[] = [eq(activities.merchantId, merchantId)];
  if (input.status) where.push(eq(activities.status, input.status));
  if (input.keyword) where.push(ilike(activities.title, containsPattern(input.keyword)));
  if (input.phase) where.push(phaseCondition(input.phase, now));
  if (input.startFrom) where.push(gte(activities.startAt, input.startFrom));
  if (input.startTo) where.push(lt(activities.startAt, input.startTo));
  if (input.placesLeft) {
    where.push(or(isNull(activities.capacity), lt(activities.placesTaken, activities.capacity))!);
  }
  return where;
}

/**
 * By start time, rows without one last in both directions. Two index range scans instead of
 * one OR: with an OR the planner would filter every row before the cursor, and a deep page
 * would cost as much as all the pages before it (docs/testing.md "bench:activities").
 */
async function byStart(
  db: Db,
  where: SQL[],
  options: { direction: 'asc' | 'desc'; cursor?: StartCursor; limit: number; nulls: boolean },
): Promise<ActivityRow[]> {
  const { direction, cursor, limit } = options;
  const order = direction === 'asc' ? asc : desc;
  const rows: ActivityRow[] = [];
  // A cursor without a start time is already among the last rows: only those remain.
  if (cursor?.startAt !== null) {
    const conditions = [...where, isNotNull(activities.startAt)];
    if (cursor?.startAt)
      conditions.push(afterStart({ ...cursor, startAt: cursor.startAt }, direction));
    rows.push(
      ...(await db
        .select()
        .from(activities)
        .where(and(...conditions))
        .orderBy(order(activities.startAt), order(activities.id))
        .limit(limit)),
    );
  }
  if (rows.length === limit || !options.nulls) return rows;
  const afterId =
    cursor?.startAt === null
      ? [direction === 'asc' ? gt(activities.id, cursor.id) : lt(activities.id, cursor.id)]
      : [];
  rows.push(
    ...(await db
      .select()
      .from(activities)
      .where(and(...where, isNull(activities.startAt), ...afterId))
      .orderBy(order(activities.id))
      .limit(limit - rows.length)),
  );
  return rows;
}

/**
 * GET /api/activities (docs/api.md): newest created first, or by start time either way; keyset
 * by `last_id`, the page continuing after that row in the chosen order.
 */
export async function listActivities(
  db: Db,
  merchantId: number,
  input: ActivityListInput,
  now: Date,
): Promise<{ activities: Activity[]; nextLastId: number | null }> {
  const where = filtersOf(merchantId, input, now);
  const limit = rowsToRead(input.pageSize);
  let rows: ActivityRow[];
  if (input.sort === 'created_desc') {
    // Ids grow with creation: a vanished `last_id` still marks the place to continue from.
    if (input.lastId !== undefined) where.push(lt(activities.id, input.lastId));
    rows = await db
      .select()
      .from(activities)
      .where(and(...where))
      .orderBy(desc(activities.id))
      .limit(limit);
  } else {
    const cursor =
      input.lastId === undefined
        ? undefined
        : await startCursor(db, input.lastId, eq(activities.merchantId, merchantId));
    rows = await byStart(db, where, {
      direction: input.sort === 'start_asc' ? 'asc' : 'desc',
      cursor,
      limit,
      // A phase or a start range needs a start time: the rows without one never match.
      nulls: !input.phase && !input.startFrom && !input.startTo,
    });
  }
  const { items, nextLastId } = takePage(rows, input.pageSize);
  return { activities: await viewActivities(db, items, now), nextLastId };
}
