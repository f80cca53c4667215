import { apiCodes } from '@console/contract/api-codes';
import type { AuditSubmission } from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { closeSubmission, submissionById, viewSubmission } from '../audit/index.ts';
import { notifyUsers } from '../user-messages/index.ts';
import { decisionHandlers } from './apply-decision.ts';

export type DecideInput = {
  submissionId: number;
  operatorId: number;
  approve: boolean;
  reason: string | null;
};

/**
 * POST /api/audit/submissions/{id}/decision. One write moves the subject out of pending through
 * its door, closes the submission with who / when / why (the decision log, and its entry in the
 * platform's scope) and writes the messages, which are pushed once it has committed. A
 * submission already decided or withdrawn answers 1004. The subject is updated before the
 * submission, the same order a withdrawal takes.
 */
export async function decideSubmission(
  services: { db: Db; write: Writer },
  origin: Origin,
  input: DecideInput,
): Promise<AuditSubmission> {
  const { db, write } = services;
  const found = await submissionById(db, input.submissionId);
  if (!found) throw new AppError(apiCodes.notFound, 'error.notFound');
  if (found.row.status !== 'pending') throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const handler = decisionHandlers[found.row.kind];
  if (!handler) throw new AppError(apiCodes.notFound, 'error.notFound');
  const decision = { approve: input.approve, reason: input.reason };

  await write(origin, async (w) => {
    const { userIds, notice } = await handler(w, found.row.subjectId, decision);
    await closeSubmission(w, found.row, { ...decision, decidedBy: input.operatorId });
    await notifyUsers(w, { userIds, notice });
  });
  const decided = await submissionById(db, found.row.id);
  return viewSubmission(decided!);
}
