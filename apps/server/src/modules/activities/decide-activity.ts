import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Write } from '../../write/writer.ts';
import { findActivity, transitionActivity } from './activity-store.ts';
import type { ActivityRow } from './activity-view.ts';

/** An activity waiting for the operator's decision, or 1004 (decided meanwhile, or gone). */
export async function pendingActivity(db: Db, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id);
  if (!row || row.status !== 'pending') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  return row;
}

/**
 * The operator's decision on an activity (DESIGN §4), through the activity's door: pending ->
 * approved, or -> rejected with the reason. Its entry goes to the merchant's scope and names the
 * operator (the write's origin).
 */
export async function decideActivity(
  write: Write,
  current: ActivityRow,
  input: { approve: boolean; reason: string | null },
): Promise<ActivityRow> {
  return transitionActivity(write, current, {
    move: input.approve ? 'approve' : 'reject',
    set: { rejectReason: input.approve ? null : input.reason, decidedAt: write.now },
  });
}
