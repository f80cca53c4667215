import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Write } from '../../write/writer.ts';
import { findRecord, transitionRecord } from './record-store.ts';
import type { RecordRow } from './record-view.ts';

/** A record waiting for the operator's decision, or 1004 (decided or withdrawn meanwhile). */
export async function pendingRecord(db: Db, id: number): Promise<RecordRow> {
  const row = await findRecord(db, id);
  if (!row || row.status !== 'pending') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  return row;
}

/**
 * The operator's decision on a record (DESIGN §4), through the record's door: pending ->
 * approved, bound to the merchant its approval opened (`merchantId`), or -> rejected with the
 * reason. The write's origin is the operator's, so the entry names them.
 */
export async function decideRecord(
  write: Write,
  current: RecordRow,
  input: { approve: boolean; reason: string | null; merchantId?: number },
): Promise<RecordRow> {
  return transitionRecord(write, current, {
    move: input.approve ? 'approve' : 'reject',
    set: {
      rejectReason: input.approve ? null : input.reason,
      decidedAt: write.now,
      ...(input.merchantId !== undefined && { merchantId: input.merchantId }),
    },
  });
}
