import { apiCodes } from '@console/contract/api-codes';
import { ACTIVITY_MOVES, activityTimeIssues } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldMessage } from '../../http/app-error.ts';
import type { Membership } from '../../identity/index.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import type { Origin } from '../../write/origin.ts';
import type { Write, Writer } from '../../write/writer.ts';
import { queueSubmission } from '../audit/index.ts';
import { hasApprovedLicence } from '../licences/index.ts';
import { missingActivityFields } from './activity-fields.ts';
import { ownActivity, transitionActivity, viewActivity } from './activity-store.ts';
import { activitySnapshot, type ActivityRow } from './activity-view.ts';

/** A member acting on the merchant's activities, and where from (the trail's origin). */
export type ActivityActor = { membership: Membership; userId: number; now: Date; origin: Origin };
/** What the actions need: reads, and the writer (docs/server.md "Doors"). */
export type ActivityServices = { db: Db; write: Writer };

/**
 * Submission rules (docs/activities.md): complete fields, end after start, deadline not after
 * start, times in the future, and a paid activity only with an approved signing licence (1001, says
 * so).
 */
export async function assertSubmittable(db: Db, row: ActivityRow, now: Date) {
  const fields: Record<string, FieldMessage> = { ...missingActivityFields(row) };
  const times = {
    startAt: isoOrNull(row.startAt) ?? undefined,
    endAt: isoOrNull(row.endAt) ?? undefined,
    signupDeadline: isoOrNull(row.signupDeadline) ?? undefined,
  };
  for (const issue of activityTimeIssues(times, now)) fields[issue.field] ??= issue.message;
  if (Object.keys(fields).length > 0) {
    throw new AppError(apiCodes.rejected, 'activity.incomplete', { fields });
  }
  if (row.priceCents > 0 && !(await hasApprovedLicence(db, row.merchantId, now))) {
    throw new AppError(apiCodes.rejected, 'activity.licenceRequired', {
      fields: { priceCents: 'activity.licenceRequired' },
    });
  }
}

/** The activity joins the operator audit centre's queue as the third kind (DESIGN §4). */
export async function queueActivity(write: Write, actor: ActivityActor, row: ActivityRow) {
  await queueSubmission(write, {
    kind: 'activity',
    subjectId: row.id,
    merchantId: row.merchantId,
    submitterId: actor.userId,
    title: `${actor.membership.merchantName} · ${row.title}`,
    snapshot: activitySnapshot(row),
  });
}

/** POST /api/activities/{id}/submit: draft or rejected -> pending (ACTIVITY_MOVES `submit`). */
export async function submitActivity(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  input: { id: number; version: number },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  if (!(ACTIVITY_MOVES.submit.from as readonly string[]).includes(current.status)) {
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  }
  await assertSubmittable(db, current, actor.now);
  const row = await write(actor.origin, async (w) => {
    const submitted = await transitionActivity(w, current, {
      move: 'submit',
      version: input.version,
      set: { submittedAt: w.now, updatedAt: w.now },
    });
    await queueActivity(w, actor, submitted);
    return submitted;
  });
  return viewActivity(db, row, actor.now);
}

/** POST /api/activities/{id}/offline: approved -> offline (docs/activities.md "Statuses"). */
export async function takeActivityOffline(
  { db, write }: ActivityServices,
  actor: ActivityActor,
  input: { id: number; version: number },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  const row = await write(actor.origin, (w) =>
    transitionActivity(w, current, {
      move: 'offline',
      version: input.version,
      set: { updatedAt: w.now },
    }),
  );
  return viewActivity(db, row, actor.now);
}
