import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ActivityRow } from './activity-view.ts';

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
 * (docs/activities.md "Statuses"): a stale version answers 1004 error.conflict, an illegal step
 * 1004 stateChanged.
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

/** An order's places back to its activity (cancelled or refunded; docs/orders.md). */
export async function releasePlaces(tx: Db, activityId: number, quantity: number) {
  await tx
    .update(activities)
    .set({ placesTaken: sql`${activities.placesTaken} - ${quantity}` })
    .where(eq(activities.id, activityId));
}

/**
 * An order's places taken with ONE conditional update, so concurrent orders never oversell
 * (docs/orders.md): only an approved activity before its sign-up deadline with enough places.
 * Answers the activity's merchant and price, or undefined when it took none.
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
