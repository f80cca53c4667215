import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Activity } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { describeUpload } from '../uploads/index.ts';
import { soldPlaces } from './activity-orders.ts';
import { toActivity, type ActivityRow } from './activity-view.ts';

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

/**
 * Moves an activity from one of `from` to its next state only if nobody moved it meanwhile
 * (issue 5): a stale version answers 1004 error.conflict, an illegal step 1004 stateChanged.
 */
export async function transitionActivity(
  db: Db,
  current: ActivityRow,
  input: { version: number; from: ActivityRow['status'][]; set: Partial<ActivityRow> },
): Promise<ActivityRow> {
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  if (!input.from.includes(current.status))
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const [row] = await db
    .update(activities)
    .set({ ...input.set, version: sql`${activities.version} + 1` })
    .where(
      and(
        eq(activities.id, current.id),
        eq(activities.version, input.version),
        inArray(activities.status, input.from),
      ),
    )
    .returning();
  if (!row) throw new AppError(apiCodes.conflict, 'error.conflict');
  return row;
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

/** One activity as the merchant's members read it; the phase follows from `now` (issue 5). */
export async function viewActivity(db: Db, row: ActivityRow, now: Date): Promise<Activity> {
  const [activity] = await viewActivities(db, [row], now);
  return activity!;
}
