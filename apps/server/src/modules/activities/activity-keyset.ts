import { and, eq, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/** Where a page by start time continues: the (start_at, id) of the `last_id` row. */
export type StartCursor = { id: number; startAt: Date | null };

/**
 * The `last_id` row, looked up only among the rows the caller may list. A cursor that no
 * longer exists (a deleted draft) cannot be placed in a start order: 1004 tells the client to
 * reload from the first page rather than guess a position (docs/api.md).
 */
export async function startCursor(db: Db, lastId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: activities.id, startAt: activities.startAt })
    .from(activities)
    .where(and(eq(activities.id, lastId), scope))
    .limit(1);
  if (!row) throw new AppError(apiCodes.conflict, 'activity.cursorGone');
  return row satisfies StartCursor;
}

/**
 * Rows with a start time after the cursor in (start_at, id) order, as one row comparison so
 * that the (merchant_id, start_at, id) index starts the scan right at the cursor.
 */
export function afterStart(cursor: StartCursor & { startAt: Date }, direction: 'asc' | 'desc') {
  const at = sql`${cursor.startAt.toISOString()}::timestamptz`;
  const row = sql`(${activities.startAt}, ${activities.id})`;
  return direction === 'asc'
    ? sql`${row} > (${at}, ${cursor.id})`
    : sql`${row} < (${at}, ${cursor.id})`;
}
