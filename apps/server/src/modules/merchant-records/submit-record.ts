import { apiCodes } from '@console/contract/api-codes';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { queueSubmission, withdrawSubmission } from '../audit/index.ts';
import { missingRecordFields } from './completeness.ts';
import { ownRecord, transitionRecord, viewRecord } from './record-store.ts';
import { recordSnapshot } from './record-view.ts';
import type { Actor, RecordServices } from './service.ts';

/**
 * POST /api/merchantRecords/{id}/submit: draft or rejected -> pending, with a complete form, and
 * only while no other record of the user is pending. The audit queue gets the submitted fields.
 */
export async function submitRecord(
  { db, write }: RecordServices,
  actor: Actor,
  input: { id: number; version: number },
) {
  const current = await ownRecord(db, actor.userId, input.id);
  const missing = missingRecordFields(current);
  if (Object.keys(missing).length > 0) {
    throw new AppError(apiCodes.rejected, 'validation.invalid', { fields: missing });
  }
  try {
    const row = await write(actor.origin, async (w) => {
      const submitted = await transitionRecord(w, current, {
        move: 'submit',
        version: input.version,
        set: { submittedAt: w.now, updatedAt: w.now },
      });
      await queueSubmission(w, {
        kind: 'record',
        subjectId: submitted.id,
        submitterId: actor.userId,
        title: submitted.name,
        snapshot: recordSnapshot(submitted),
      });
      return submitted;
    });
    return viewRecord(db, row);
  } catch (error) {
    // DESIGN §4: one pending record per user (the partial unique index decides races).
    if (uniqueViolationOf(error) === 'merchant_records_one_pending_idx') {
      throw new AppError(apiCodes.conflict, 'record.pendingExists');
    }
    throw error;
  }
}

/** POST /api/merchantRecords/{id}/withdraw: pending -> draft, and it leaves the audit queue. */
export async function withdrawRecord(
  { db, write }: RecordServices,
  actor: Actor,
  input: { id: number; version: number },
) {
  const current = await ownRecord(db, actor.userId, input.id);
  const row = await write(actor.origin, async (w) => {
    const withdrawn = await transitionRecord(w, current, {
      move: 'withdraw',
      version: input.version,
      set: { updatedAt: w.now },
    });
    await withdrawSubmission(w, { kind: 'record', subjectId: withdrawn.id });
    return withdrawn;
  });
  return viewRecord(db, row);
}
