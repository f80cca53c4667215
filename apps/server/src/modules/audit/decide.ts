import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { AuditSubmission } from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditSubmissions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { createMessages, pushMessages } from '../user-messages/index.ts';
import { decisionHandlers } from './apply-decision.ts';
import { findSubmission } from './submission-store.ts';
import { viewSubmission } from './submission-view.ts';

export type DecideInput = {
  submissionId: number;
  operatorId: number;
  approve: boolean;
  reason: string | null;
  now: Date;
};

/**
 * POST /api/audit/submissions/{id}/decision. One transaction moves the subject out of pending,
 * closes the submission with who / when / why (the decision log) and writes the messages; they
 * are pushed once it has committed. A submission already decided or withdrawn answers 1004.
 * The subject is updated before the submission, the same order a withdrawal takes.
 */
export async function decideSubmission(
  context: { db: Db; realtime: RealtimeHub },
  input: DecideInput,
): Promise<AuditSubmission> {
  const { db, realtime } = context;
  const found = await findSubmission(db, eq(auditSubmissions.id, input.submissionId));
  if (!found) throw new AppError(apiCodes.notFound, 'error.notFound');
  if (found.row.status !== 'pending') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const handler = decisionHandlers[found.row.kind];
  if (!handler) throw new AppError(apiCodes.notFound, 'error.notFound');
  const decision = { approve: input.approve, reason: input.reason, now: input.now };

  const { messages, newOwner } = await db.transaction(async (tx) => {
    const effect = await handler(tx, found.row.subjectId, decision);
    const closed = await tx
      .update(auditSubmissions)
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reason: input.reason,
        decidedBy: input.operatorId,
        decidedAt: input.now,
      })
      .where(and(eq(auditSubmissions.id, found.row.id), eq(auditSubmissions.status, 'pending')))
      .returning({ id: auditSubmissions.id });
    if (closed.length === 0) throw new AppError(apiCodes.conflict, 'error.stateChanged');
    const { userIds, notice } = effect;
    const stored = await createMessages(tx, { userIds, notice, now: input.now });
    return { messages: stored, newOwner: effect.newOwner };
  });
  // A new merchant's owner hears its events on the sockets already open (docs/realtime.md).
  if (newOwner) await realtime.refreshMerchantRooms(newOwner.userId, newOwner.merchantId);
  pushMessages(realtime, messages);
  const decided = await findSubmission(db, eq(auditSubmissions.id, found.row.id));
  return viewSubmission(decided!);
}
