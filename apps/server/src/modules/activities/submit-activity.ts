import { eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { activityTimeIssues } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { merchantLicences } from '../../db/schema.ts';
import { AppError, type FieldMessage } from '../../http/app-error.ts';
import type { Membership } from '../../identity/index.ts';
import { todayInChina } from '../../lib/china-calendar.ts';
import { missingActivityFields } from './activity-fields.ts';
import { ownActivity, transitionActivity } from './activity-store.ts';
import { activitySnapshot, viewActivity, type ActivityRow } from './activity-view.ts';
import { queueSubmission } from '../audit/index.ts';
import { isoOrNull } from '../../lib/iso-time.ts';

export type ActivityActor = { membership: Membership; userId: number; now: Date };

/** An approved licence that has not expired (DESIGN §4 signing licence). */
async function hasApprovedLicence(db: Db, merchantId: number, now: Date) {
  const [licence] = await db
    .select({ status: merchantLicences.status, validUntil: merchantLicences.validUntil })
    .from(merchantLicences)
    .where(eq(merchantLicences.merchantId, merchantId))
    .limit(1);
  return licence?.status === 'approved' && licence.validUntil >= todayInChina(now);
}

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
export async function queueActivity(tx: Db, actor: ActivityActor, row: ActivityRow) {
  await queueSubmission(tx, {
    kind: 'activity',
    subjectId: row.id,
    merchantId: row.merchantId,
    submitterId: actor.userId,
    title: `${actor.membership.merchantName} · ${row.title}`,
    snapshot: activitySnapshot(row),
    now: actor.now,
  });
}

/** POST /api/activities/{id}/submit: draft or rejected -> pending. */
export async function submitActivity(
  db: Db,
  actor: ActivityActor,
  input: { id: number; version: number },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  if (!['draft', 'rejected'].includes(current.status)) {
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  }
  await assertSubmittable(db, current, actor.now);
  const row = await db.transaction(async (tx) => {
    const submitted = await transitionActivity(tx, current, {
      version: input.version,
      from: ['draft', 'rejected'],
      set: { status: 'pending', submittedAt: actor.now, updatedAt: actor.now },
    });
    await queueActivity(tx, actor, submitted);
    return submitted;
  });
  return viewActivity(db, row, actor.now);
}

/** POST /api/activities/{id}/offline: approved -> offline (docs/activities.md "Statuses"). */
export async function takeActivityOffline(
  db: Db,
  actor: ActivityActor,
  input: { id: number; version: number },
) {
  const current = await ownActivity(db, actor.membership.merchantId, input.id);
  const row = await transitionActivity(db, current, {
    version: input.version,
    from: ['approved'],
    set: { status: 'offline', updatedAt: actor.now },
  });
  return viewActivity(db, row, actor.now);
}
