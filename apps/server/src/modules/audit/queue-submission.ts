import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { AuditKind } from '@console/contract/audit';
import { auditSubmissions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { PLATFORM_SCOPE } from '../../write/trail-append.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';

// The door of the audit queue (docs/server.md "Doors", docs/onboarding.md "Trail"): the one
// file that writes `audit_submissions`. A subject joins and leaves the queue inside the write
// of its own door, whose entry (submit, withdraw) tells it; the operator's decision closes it
// with an entry of its own in the platform's scope.

export type SubmissionRow = typeof auditSubmissions.$inferSelect;

export type SubmissionInput = {
  kind: AuditKind;
  subjectId: number;
  /** The merchant the subject belongs to; none for a record of a merchant not yet created. */
  merchantId?: number;
  submitterId: number;
  title: string;
  /** What the operator reviews: the subject as submitted, not as it may change later. */
  snapshot: Record<string, unknown>;
};

/**
 * A subject joins the operator audit centre's queue (DESIGN §4), in the write that made it
 * pending.
 */
export async function queueSubmission(write: Write, input: SubmissionInput) {
  await write.tx
    .insert(auditSubmissions)
    .values({ ...input, status: 'pending', createdAt: write.now });
}

/** The subject went back to draft while pending: its submission leaves the queue undecided. */
export async function withdrawSubmission(
  write: Write,
  input: { kind: AuditKind; subjectId: number },
) {
  await write.tx
    .update(auditSubmissions)
    .set({ status: 'withdrawn', decidedAt: write.now })
    .where(
      and(
        eq(auditSubmissions.kind, input.kind),
        eq(auditSubmissions.subjectId, input.subjectId),
        eq(auditSubmissions.status, 'pending'),
      ),
    );
}

/** What the decision log keeps of a decision (docs/onboarding.md "Trail"). */
const DECISION_FIELDS = ['status', 'reason'] as const;

/**
 * The operator's decision closes a pending submission with who, when and why (the decision
 * log), and records it in the platform's scope. Answers 1004 `error.stateChanged` when it is no
 * longer pending (decided meanwhile, or withdrawn).
 */
export async function closeSubmission(
  write: Write,
  current: SubmissionRow,
  input: { approve: boolean; reason: string | null; decidedBy: number },
) {
  const [closed] = await write.tx
    .update(auditSubmissions)
    .set({
      status: input.approve ? 'approved' : 'rejected',
      reason: input.reason,
      decidedBy: input.decidedBy,
      decidedAt: write.now,
    })
    .where(and(eq(auditSubmissions.id, current.id), eq(auditSubmissions.status, 'pending')))
    .returning();
  if (!closed) throw new AppError(apiCodes.conflict, 'error.stateChanged');
  write.record({
    scope: PLATFORM_SCOPE,
    action: input.approve ? 'approve' : 'reject',
    objectType: 'submission',
    objectId: closed.id,
    ...changedFields(pick(current, DECISION_FIELDS), pick(closed, DECISION_FIELDS)),
  });
  return closed;
}
