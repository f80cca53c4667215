import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { claimCover, columnsOf, type ActivityFields } from './activity-fields.ts';
import { assertCapacityCovers, withCapacityGuard } from './activity-orders.ts';
import { ownActivity, transitionActivity } from './activity-store.ts';
import { viewActivity, type ActivityRow } from './activity-view.ts';
import { assertSubmittable, queueActivity, type ActivityActor } from './submit-activity.ts';

export async function getActivity(db: Db, merchantId: number, id: number, now: Date) {
  return viewActivity(db, await ownActivity(db, merchantId, id), now);
}

async function insertDraft(tx: Db, actor: ActivityActor, columns: Partial<ActivityRow>) {
  const [row] = await tx
    .insert(activities)
    .values({
      ...columns,
      merchantId: actor.membership.merchantId,
      createdBy: actor.userId,
      status: 'draft',
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .returning();
  return row!;
}

/** POST /api/activities: a new draft with whatever is filled in. */
export async function createActivity(db: Db, actor: ActivityActor, fields: ActivityFields) {
  const row = await db.transaction(async (tx) => {
    const inserted = await insertDraft(tx, actor, columnsOf(fields));
    // A new activity shows no cover yet: the one given is claimed.
    const activity = { ...inserted, coverImageId: null };
    await claimCover(tx, { userId: actor.userId, activity }, fields.coverImageId);
    return inserted;
  });
  return viewActivity(db, row, actor.now);
}

/**
 * PUT /api/activities/{id}: a draft or rejected activity is edited; editing an approved one
 * sends it back to review (docs/activities.md "Statuses"), so it must pass the submission rules
 * again.
 */
export async function updateActivity(
  db: Db,
  actor: ActivityActor,
  input: { id: number; version: number; fields: ActivityFields },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  const columns = columnsOf(input.fields);
  assertCapacityCovers(columns.capacity ?? null, current.placesTaken);
  return withCapacityGuard(current.placesTaken, () =>
    saveEdit(db, actor, current, columns, input.version),
  );
}

async function saveEdit(
  db: Db,
  actor: ActivityActor,
  current: ActivityRow,
  columns: ReturnType<typeof columnsOf>,
  version: number,
) {
  const cover = columns.coverImageId ?? undefined;
  const claim = (tx: Db) => claimCover(tx, { userId: actor.userId, activity: current }, cover);
  if (current.status !== 'approved') {
    const row = await db.transaction(async (tx) => {
      await claim(tx);
      return transitionActivity(tx, current, {
        version,
        from: ['draft', 'rejected'],
        set: { ...columns, updatedAt: actor.now },
      });
    });
    return viewActivity(db, row, actor.now);
  }
  await assertSubmittable(db, { ...current, ...columns }, actor.now);
  const row = await db.transaction(async (tx) => {
    await claim(tx);
    const edited = await transitionActivity(tx, current, {
      version,
      from: ['approved'],
      set: { ...columns, status: 'pending', submittedAt: actor.now, updatedAt: actor.now },
    });
    await queueActivity(tx, actor, edited);
    return edited;
  });
  return viewActivity(db, row, actor.now);
}

/** DELETE /api/activities/{id}: drafts only (docs/activities.md "Statuses"). */
export async function deleteActivity(db: Db, merchantId: number, id: number) {
  const current = await ownActivity(db, merchantId, id);
  if (current.status !== 'draft') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const deleted = await db
    .delete(activities)
    .where(and(eq(activities.id, id), eq(activities.status, 'draft')))
    .returning({ id: activities.id });
  if (deleted.length === 0) throw new AppError(apiCodes.conflict, 'error.stateChanged');
}

/**
 * POST /api/activities/{id}/copy: a new draft with the same fields (docs/activities.md "Statuses").
 */
export async function copyActivity(db: Db, actor: ActivityActor, id: number) {
  const source = await ownActivity(db, actor.membership.merchantId, id);
  const {
    id: _id,
    merchantId: _merchant,
    createdBy: _createdBy,
    status: _status,
    version: _version,
    rejectReason: _reason,
    submittedAt: _submitted,
    decidedAt: _decided,
    placesTaken: _taken,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = source;
  // The copy shows the source's cover without claiming it: same merchant, same readers.
  return viewActivity(db, await insertDraft(db, actor, fields), actor.now);
}
