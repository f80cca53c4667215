import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { columnsOf, type ActivityFields } from './activity-fields.ts';
import { assertCapacityCovers, withCapacityGuard } from './activity-orders.ts';
import { ownActivity, transitionActivity } from './activity-store.ts';
import { viewActivity, type ActivityRow } from './activity-view.ts';
import { assertSubmittable, queueActivity, type ActivityActor } from './submit-activity.ts';

export async function getActivity(db: Db, merchantId: number, id: number, now: Date) {
  return viewActivity(db, await ownActivity(db, merchantId, id), now);
}

async function insertDraft(db: Db, actor: ActivityActor, columns: Partial<ActivityRow>) {
  const [row] = await db
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
  return viewActivity(db, row!, actor.now);
}

/** POST /api/activities: a new draft with whatever is filled in. */
export async function createActivity(db: Db, actor: ActivityActor, fields: ActivityFields) {
  return insertDraft(db, actor, await columnsOf(db, { userId: actor.userId, fields }));
}

/**
 * PUT /api/activities/{id}: a draft or rejected activity is edited; editing an approved one
 * sends it back to review (issue 5), so it must pass the submission rules again.
 */
export async function updateActivity(
  db: Db,
  actor: ActivityActor,
  input: { id: number; version: number; fields: ActivityFields },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  const columns = await columnsOf(db, {
    userId: actor.userId,
    fields: input.fields,
    storedCoverId: current.coverImageId,
  });
  assertCapacityCovers(columns.capacity ?? null, current.placesTaken);
  return withCapacityGuard(current.placesTaken, () =>
    saveEdit(db, actor, current, columns, input.version),
  );
}

async function saveEdit(
  db: Db,
  actor: ActivityActor,
  current: ActivityRow,
  columns: Partial<ActivityRow>,
  version: number,
) {
  if (current.status !== 'approved') {
    const row = await transitionActivity(db, current, {
      version,
      from: ['draft', 'rejected'],
      set: { ...columns, updatedAt: actor.now },
    });
    return viewActivity(db, row, actor.now);
  }
  await assertSubmittable(db, { ...current, ...columns }, actor.now);
  const row = await db.transaction(async (tx) => {
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

/** DELETE /api/activities/{id}: drafts only (issue 5). */
export async function deleteActivity(db: Db, merchantId: number, id: number) {
  const current = await ownActivity(db, merchantId, id);
  if (current.status !== 'draft') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const deleted = await db
    .delete(activities)
    .where(and(eq(activities.id, id), eq(activities.status, 'draft')))
    .returning({ id: activities.id });
  if (deleted.length === 0) throw new AppError(apiCodes.conflict, 'error.stateChanged');
}

/** POST /api/activities/{id}/copy: a new draft with the same fields (issue 5). */
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
  return insertDraft(db, actor, fields);
}
