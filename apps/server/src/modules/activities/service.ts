import { ACTIVITY_MOVES } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { claimCover, columnsOf, type ActivityFields } from './activity-fields.ts';
import { assertCapacityCovers, withCapacityGuard } from './activity-orders.ts';
import {
  openActivity,
  ownActivity,
  removeActivity,
  transitionActivity,
  viewActivity,
} from './activity-store.ts';
import type { ActivityRow } from './activity-view.ts';
import {
  assertSubmittable,
  queueActivity,
  type ActivityActor,
  type ActivityServices,
} from './submit-activity.ts';

export async function getActivity(db: Db, merchantId: number, id: number, now: Date) {
  return viewActivity(db, await ownActivity(db, merchantId, id), now);
}

/** POST /api/activities: a new draft with whatever is filled in. */
export async function createActivity(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  fields: ActivityFields,
) {
  const row = await write(actor.origin, async (w) => {
    const inserted = await openActivity(w, {
      merchantId: actor.membership.merchantId,
      createdBy: actor.userId,
      columns: columnsOf(fields),
      action: 'create',
    });
    // A new activity shows no cover yet: the one given is claimed.
    const activity = { ...inserted, coverImageId: null };
    await claimCover(w.tx, { userId: actor.userId, activity }, fields.coverImageId);
    return inserted;
  });
  return viewActivity(db, row, actor.now);
}

/**
 * PUT /api/activities/{id}: a draft or rejected activity is edited (ACTIVITY_MOVES `update`);
 * editing an approved one sends it back to review (`revise`, docs/activities.md "Statuses"), so it must pass the
 * submission rules again.
 */
export async function updateActivity(
  services: ActivityServices,
  actor: ActivityActor,
  input: { id: number; version: number; fields: ActivityFields },
) {
  const current = await ownActivity(services.db, actor.membership.merchantId, input.id);
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  const columns = columnsOf(input.fields);
  assertCapacityCovers(columns.capacity ?? null, current.placesTaken);
  return withCapacityGuard(current.placesTaken, () =>
    saveEdit(services, actor, current, columns, input.version),
  );
}

async function saveEdit(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  current: ActivityRow,
  columns: ReturnType<typeof columnsOf>,
  version: number,
) {
  const cover = columns.coverImageId ?? undefined;
  const claim = (tx: Db) => claimCover(tx, { userId: actor.userId, activity: current }, cover);
  const revises = (ACTIVITY_MOVES.revise.from as readonly string[]).includes(current.status);
  if (revises) await assertSubmittable(db, { ...current, ...columns }, actor.now);
  const row = await write(actor.origin, async (w) => {
    await claim(w.tx);
    if (!revises) {
      return transitionActivity(w, current, {
        move: 'update',
        version,
        set: { ...columns, updatedAt: w.now },
      });
    }
    const edited = await transitionActivity(w, current, {
      move: 'revise',
      version,
      set: { ...columns, submittedAt: w.now, updatedAt: w.now },
    });
    await queueActivity(w, actor, edited);
    return edited;
  });
  return viewActivity(db, row, actor.now);
}

/** DELETE /api/activities/{id}: drafts only (docs/activities.md "Statuses"). */
export async function deleteActivity(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  id: number,
) {
  const current = await ownActivity(db, actor.membership.merchantId, id);
  await write(actor.origin, (w) => removeActivity(w, current));
}

/** POST /api/activities/{id}/copy: a new draft with the same fields (docs/activities.md "Statuses"). */
export async function copyActivity(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  id: number,
) {
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
  const row = await write(actor.origin, (w) =>
    openActivity(w, {
      merchantId: actor.membership.merchantId,
      createdBy: actor.userId,
      columns: fields,
      action: 'copy',
    }),
  );
  return viewActivity(db, row, actor.now);
}
