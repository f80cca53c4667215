import { eq } from 'drizzle-orm';
import type { AuditKind } from '@console/contract/audit';
import { messageTypes } from '@console/contract/user-messages';
import { merchants } from '../../db/schema.ts';
import { membersHolding } from '../../identity/index.ts';
import type { Write } from '../../write/writer.ts';
import { decideActivity, pendingActivity } from '../activities/index.ts';
import { decideLicence, pendingLicence } from '../licences/index.ts';
import { decideRecord, pendingRecord } from '../merchant-records/index.ts';
import { openMerchant } from '../merchants/index.ts';
import type { Notice } from '../user-messages/index.ts';

// What an operator's decision does to its subject (DESIGN §4, docs/onboarding.md "Decisions"):
// each kind through its own module's door, in the decision's write.

export type Decision = { approve: boolean; reason: string | null };

/** Who hears about a decision, and what they read. */
type DecisionEffect = { userIds: number[]; notice: Notice };

/**
 * A record leaves pending. Approval of a new record opens the merchant with the submitter as
 * its owner (the merchants module's door), so it appears in their merchant switcher.
 */
async function onRecord(write: Write, recordId: number, decision: Decision) {
  const current = await pendingRecord(write.tx, recordId);
  const opens = decision.approve && current.merchantId === null;
  const merchantId = opens
    ? await openMerchant(write, { name: current.name, ownerId: current.userId })
    : undefined;
  const record = await decideRecord(write, current, { ...decision, merchantId });
  return {
    userIds: [record.userId],
    notice: {
      type: messageTypes.record,
      key: decision.approve ? 'notice.record.approved' : 'notice.record.rejected',
      params: { name: record.name, reason: decision.reason ?? '' },
      refId: record.id,
    },
  } satisfies DecisionEffect;
}

async function onLicence(write: Write, licenceId: number, decision: Decision) {
  const current = await pendingLicence(write.tx, licenceId, write.now);
  const licence = await decideLicence(write, current, decision);
  const [merchant] = await write.tx
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, licence.merchantId));
  return {
    // The owner and the active members holding licence:manage hear about the licence.
    userIds: await membersHolding(write.tx, licence.merchantId, 'licence:manage'),
    notice: {
      type: messageTypes.licence,
      key: decision.approve ? 'notice.licence.approved' : 'notice.licence.rejected',
      params: { name: merchant?.name ?? '', reason: decision.reason ?? '' },
      refId: licence.merchantId,
    },
  } satisfies DecisionEffect;
}

/** An activity leaves pending; the decision is message type 3, ref_id = activity. */
async function onActivity(write: Write, activityId: number, decision: Decision) {
  const current = await pendingActivity(write.tx, activityId);
  const activity = await decideActivity(write, current, decision);
  return {
    // The owner and the active members holding activity:view hear about its review (docs/activities.md).
    userIds: await membersHolding(write.tx, activity.merchantId, 'activity:view'),
    notice: {
      type: messageTypes.activity,
      key: decision.approve ? 'notice.activity.approved' : 'notice.activity.rejected',
      params: { name: activity.title, reason: decision.reason ?? '' },
      refId: activity.id,
    },
  } satisfies DecisionEffect;
}

/** One handler per audit kind (DESIGN §4: records, licences, activities). */
export const decisionHandlers: Partial<
  Record<
    AuditKind,
    (write: Write, subjectId: number, decision: Decision) => Promise<DecisionEffect>
  >
> = {
  record: onRecord,
  licence: onLicence,
  activity: onActivity,
};
