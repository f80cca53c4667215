import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { ACTIVITY_MOVES, type Activity, type ActivityMove } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { activities, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import { assertMove, lostRace } from '../../write/moves.ts';
import type { Write } from '../../write/writer.ts';
import { describeUpload } from '../uploads/index.ts';
import { soldPlaces } from './activity-orders.ts';
import { toActivity, type ActivityRow } from './activity-view.ts';

// The door of activities (docs/server.md "Doors", docs/activities.md "Trail"): the one file
// that writes `activities`, its places included.

/** The merchant's own activity, or 1002: another merchant's activity does not exist for it. */
export async function ownActivity(db: Db, merchantId: number, id: number): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return row;
}

/** An activity by its id, whichever merchant's (the operator's decision), or undefined. */
export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row;
}

/** The activity's fields an entry of the trail shows (docs/activities.md "Trail"). */
const TRAIL_FIELDS = [
  'status',
  'title',
  'coverImageId',
  'category',
  'summary',
  'description',
  'mode',
  'provinceCode',
  'cityCode',
  'districtCode',
  'address',
  'link',
  'startAt',
  'endAt',
  'signupDeadline',
  'capacity',
  'priceCents',
  'rejectReason',
] as const satisfies readonly (keyof ActivityRow)[];

/** What a new activity is made of besides its merchant, author, status and times. */
type DraftColumns = Partial<Omit<ActivityRow, 'id' | 'merchantId' | 'createdBy' | 'status'>>;

/**
 * The door by which an activity comes to be: a draft of the merchant's, new (`create`) or
 * copied from another (`copy`), with its trail entry.
 */
export async function openActivity(
  write: Write,
  input: {
    merchantId: number;
    createdBy: number;
    columns: DraftColumns;
    action: 'create' | 'copy';
  },
): Promise<ActivityRow> {
  const [row] = await write.tx
    .insert(activities)
    .values({
      ...input.columns,
      merchantId: input.merchantId,
      createdBy: input.createdBy,
      status: 'draft',
      createdAt: write.now,
      updatedAt: write.now,
    })
    .returning();
  write.record({
    scope: row!.merchantId,
    action: input.action,
    objectType: 'activity',
    objectId: row!.id,
    before: null,
    after: pick(row!, TRAIL_FIELDS),
  });
  return row!;
}

/**
 * The one door of an activity's state (docs/activities.md "Statuses"): moves it along ACTIVITY_MOVES only if nobody
 * moved it meanwhile, with its trail entry (the changed fields) in the merchant's scope. A
 * stale version answers 1004 error.conflict, a move its status does not start from 1004
 * error.stateChanged; the operator's decisions give no version (only the status is checked).
 */
export async function transitionActivity(
  write: Write,
  current: ActivityRow,
  input: { move: ActivityMove; version?: number; set: Partial<ActivityRow> },
): Promise<ActivityRow> {
  const { from, to } = ACTIVITY_MOVES[input.move];
  assertMove(current, from, input.version);
  const conditions: SQL[] = [eq(activities.id, current.id), inArray(activities.status, [...from])];
  if (input.version !== undefined) conditions.push(eq(activities.version, input.version));
  const [row] = await write.tx
    .update(activities)
    .set({
      ...input.set,
      ...(to !== null && { status: to }),
      version: sql`${activities.version} + 1`,
    })
    .where(and(...conditions))
    .returning();
  if (!row) throw lostRace(input.version);
  write.record({
    scope: row.merchantId,
    action: input.move,
    objectType: 'activity',
    objectId: row.id,
    ...changedFields(pick(current, TRAIL_FIELDS), pick(row, TRAIL_FIELDS)),
  });
  return row;
}

/** DELETE's door: a draft is removed (ACTIVITY_MOVES `delete`), its fields kept in the entry. */
export async function removeActivity(write: Write, current: ActivityRow): Promise<void> {
  assertMove(current, ACTIVITY_MOVES.delete.from, undefined);
  const deleted = await write.tx
    .delete(activities)
    .where(
      and(
        eq(activities.id, current.id),
        inArray(activities.status, [...ACTIVITY_MOVES.delete.from]),
      ),
    )
    .returning({ id: activities.id });
  if (deleted.length === 0) throw new AppError(apiCodes.conflict, 'error.stateChanged');
  write.record({
    scope: current.merchantId,
    action: 'delete',
    objectType: 'activity',
    objectId: current.id,
    before: pick(current, TRAIL_FIELDS),
    after: null,
  });
}

/**
 * An order's places back to its activity (cancelled or refunded; docs/orders.md), in the
 * order's write: the order's entry tells it.
 */
export async function releasePlaces(tx: Db, activityId: number, quantity: number) {
  await tx
    .update(activities)
    .set({ placesTaken: sql`${activities.placesTaken} - ${quantity}` })
    .where(eq(activities.id, activityId));
}

/**
 * An order's places taken with ONE conditional update, so concurrent orders never oversell
 * (docs/orders.md): only an approved activity before its sign-up deadline with enough places.
 * Answers the activity's merchant and price, or undefined when it took none. Called in the
 * order's write (`openOrder`), whose entry tells it.
 */
export async function takePlaces(tx: Db, activityId: number, quantity: number, now: Date) {
  const [taken] = await tx
    .update(activities)
    .set({ placesTaken: sql`${activities.placesTaken} + ${quantity}` })
    .where(
      and(
        eq(activities.id, activityId),
        eq(activities.status, 'approved'),
        gt(activities.signupDeadline, now),
        or(
          isNull(activities.capacity),
          sql`${activities.placesTaken} + ${quantity} <= ${activities.capacity}`,
        ),
      ),
    )
    .returning({ merchantId: activities.merchantId, priceCents: activities.priceCents });
  return taken;
}

/** Activities as the merchant's members read them: one cover and one orders query per page. */
export async function viewActivities(db: Db, rows: ActivityRow[], now: Date): Promise<Activity[]> {
  const coverIds = [...new Set(rows.flatMap((row) => row.coverImageId ?? []))];
  const covers = coverIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, coverIds))
    : [];
  const coverById = new Map(covers.map((cover) => [cover.id, describeUpload(cover)]));
  const sold = await soldPlaces(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toActivity(row, now, {
      cover: (row.coverImageId && coverById.get(row.coverImageId)) || null,
      sold: sold.get(row.id) ?? 0,
    }),
  );
}

/**
 * One activity as the merchant's members read it; the phase follows from `now` (docs/activities.md
 * "Phase").
 */
export async function viewActivity(db: Db, row: ActivityRow, now: Date): Promise<Activity> {
  const [activity] = await viewActivities(db, [row], now);
  return activity!;
}
