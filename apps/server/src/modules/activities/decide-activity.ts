import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Decision, DecisionEffect } from '../audit/apply-decision.ts';
import { membersHolding } from '../../identity/index.ts';

/** An activity leaves pending (DESIGN §4); the decision is message type 3, ref_id = activity. */
export async function decideActivity(
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
  if (!activity) throw new AppError('1004', 'error.stateChanged');
  return {
    // The owner and the active members holding activity:view hear about its review (issue 5).
    userIds: await membersHolding(tx, activity.merchantId, 'activity:view'),
    notice: {
      type: 3,
      key: decision.approve ? 'notice.activity.approved' : 'notice.activity.rejected',
      params: { name: activity.title, reason: decision.reason ?? '' },
      refId: activity.id,
    },
  };
}
