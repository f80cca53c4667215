import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { AuditKind } from '@console/contract/audit';
import { messageTypes } from '@console/contract/user-messages';
import type { Db } from '../../db/client.ts';
import {
  activities,
  merchantLicences,
  merchantMembers,
  merchantRecords,
  merchants,
} from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { membersHolding } from '../../identity/index.ts';
import type { Notice } from '../user-messages/index.ts';

export type Decision = { approve: boolean; reason: string | null; now: Date };

/**
 * Who hears about a decision, and what they read; `newOwner`: an approval that made the user
 * the owner of a new merchant (their open sockets join its room, docs/realtime.md).
 */
export type DecisionEffect = {
  userIds: number[];
  notice: Notice;
  newOwner?: { userId: number; merchantId: number };
};

const stateChanged = () => new AppError(apiCodes.conflict, 'error.stateChanged');

/**
 * A record leaves pending (DESIGN §4). Approval of a new record creates the merchant with the
 * submitter as its owner, so it appears in their merchant switcher.
 */
async function decideRecord(tx: Db, recordId: number, decision: Decision) {
  const [record] = await tx
    .update(merchantRecords)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      rejectReason: decision.approve ? null : decision.reason,
      decidedAt: decision.now,
      version: sql`${merchantRecords.version} + 1`,
    })
    .where(and(eq(merchantRecords.id, recordId), eq(merchantRecords.status, 'pending')))
    .returning();
  if (!record) throw stateChanged();
  let newOwner: DecisionEffect['newOwner'];
  if (decision.approve && record.merchantId === null) {
    const [merchant] = await tx
      .insert(merchants)
      .values({ name: record.name, createdAt: decision.now })
      .returning({ id: merchants.id });
    await tx.insert(merchantMembers).values({
      merchantId: merchant!.id,
      userId: record.userId,
      role: 'owner',
      createdAt: decision.now,
    });
    await tx
      .update(merchantRecords)
      .set({ merchantId: merchant!.id })
      .where(eq(merchantRecords.id, record.id));
    newOwner = { userId: record.userId, merchantId: merchant!.id };
  }
  return {
    newOwner,
    userIds: [record.userId],
    notice: {
      type: messageTypes.record,
      key: decision.approve ? 'notice.record.approved' : 'notice.record.rejected',
      params: { name: record.name, reason: decision.reason ?? '' },
      refId: record.id,
    },
  } satisfies DecisionEffect;
}

async function decideLicence(tx: Db, licenceId: number, decision: Decision) {
  const [licence] = await tx
    .update(merchantLicences)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      rejectReason: decision.approve ? null : decision.reason,
      decidedAt: decision.now,
      version: sql`${merchantLicences.version} + 1`,
    })
    .where(and(eq(merchantLicences.id, licenceId), inArray(merchantLicences.status, ['pending'])))
    .returning();
  if (!licence) throw stateChanged();
  const [merchant] = await tx
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, licence.merchantId));
  return {
    // The owner and the active members holding licence:manage hear about the licence.
    userIds: await membersHolding(tx, licence.merchantId, 'licence:manage'),
    notice: {
      type: messageTypes.licence,
      key: decision.approve ? 'notice.licence.approved' : 'notice.licence.rejected',
      params: { name: merchant?.name ?? '', reason: decision.reason ?? '' },
      refId: licence.merchantId,
    },
  } satisfies DecisionEffect;
}

/** An activity leaves pending (DESIGN §4); the decision is message type 3, ref_id = activity. */
async function decideActivity(
  tx: Db,
  activityId: number,
  decision: Decision,
): Promise<DecisionEffect> {
  const [activity] = await tx
    .update(activities)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      rejectReason: decision.approve ? null : decision.reason,
      decidedAt: decision.now,
      version: sql`${activities.version} + 1`,
    })
    .where(and(eq(activities.id, activityId), eq(activities.status, 'pending')))
    .returning();
  if (!activity) throw stateChanged();
  return {
    // The owner and the active members holding activity:view hear about its review (issue 5).
    userIds: await membersHolding(tx, activity.merchantId, 'activity:view'),
    notice: {
      type: messageTypes.activity,
      key: decision.approve ? 'notice.activity.approved' : 'notice.activity.rejected',
      params: { name: activity.title, reason: decision.reason ?? '' },
      refId: activity.id,
    },
  };
}

/** One handler per audit kind (DESIGN §4: records, licences, activities). */
export const decisionHandlers: Partial<
  Record<AuditKind, (tx: Db, subjectId: number, decision: Decision) => Promise<DecisionEffect>>
> = {
  record: decideRecord,
  licence: decideLicence,
  activity: decideActivity,
};
