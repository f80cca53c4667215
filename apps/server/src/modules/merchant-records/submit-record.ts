import type { Db } from '../../db/client.ts';
import { apiCodes } from '@console/contract/api-codes';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { missingRecordFields } from './completeness.ts';
import { ownRecord, transition, viewRecord } from './record-store.ts';
import { recordSnapshot } from './record-view.ts';
import type { Actor } from './service.ts';
import { queueSubmission, withdrawSubmission } from '../audit/index.ts';

/**
 * POST /api/merchantRecords/{id}/submit: draft or rejected -> pending, with a complete form, and
 * only while no other record of the user is pending. The audit queue gets the submitted fields.
 */
export async function submitRecord(db: Db, actor: Actor, input: { id: number; version: number }) {
  const current = await ownRecord(db, actor.userId, input.id);
  const missing = missingRecordFields(current);
  if (Object.keys(missing).length > 0) {
    throw new AppError(apiCodes.rejected, 'validation.invalid', { fields: missing });
  }
  try {
    const row = await db.transaction(async (tx) => {
      const submitted = await transition(tx, current, {
        version: input.version,
        from: ['draft', 'rejected'],
        set: { status: 'pending', submittedAt: actor.now, updatedAt: actor.now },
      });
      await queueSubmission(tx, {
        kind: 'record',
        subjectId: submitted.id,
        submitterId: actor.userId,
        title: submitted.name,
        snapshot: recordSnapshot(submitted),
        now: actor.now,
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
export async function withdrawRecord(db: Db, actor: Actor, input: { id: number; version: number }) {
  const current = await ownRecord(db, actor.userId, input.id);
  const row = await db.transaction(async (tx) => {
    const withdrawn = await transition(tx, current, {
      version: input.version,
      from: ['pending'],
      set: { status: 'draft', updatedAt: actor.now },
    });
    await withdrawSubmission(tx, { kind: 'record', subjectId: withdrawn.id, now: actor.now });
    return withdrawn;
  });
  return viewRecord(db, row);
}
