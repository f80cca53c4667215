import { and, eq } from 'drizzle-orm';
import type { AuditKind } from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditSubmissions } from '../../db/schema.ts';

export type SubmissionInput = {
  kind: AuditKind;
  subjectId: number;
  /** The merchant the subject belongs to; none for a record of a merchant not yet created. */
  merchantId?: number;
  submitterId: number;
  title: string;
  /** What the operator reviews: the subject as submitted, not as it may change later. */
  snapshot: Record<string, unknown>;
  now: Date;
};

/**
 * A subject joins the operator audit centre's queue (DESIGN §4), inside the transaction that
 * made it pending. The one way a submission is written; `decide.ts` is the one way it leaves.
 */
export async function queueSubmission(tx: Db, input: SubmissionInput) {
  const { now, ...values } = input;
  await tx.insert(auditSubmissions).values({ ...values, status: 'pending', createdAt: now });
}

/** The subject went back to draft while pending: its submission leaves the queue undecided. */
export async function withdrawSubmission(
  tx: Db,
  input: { kind: AuditKind; subjectId: number; now: Date },
) {
  await tx
    .update(auditSubmissions)
    .set({ status: 'withdrawn', decidedAt: input.now })
    .where(
      and(
        eq(auditSubmissions.kind, input.kind),
        eq(auditSubmissions.subjectId, input.subjectId),
        eq(auditSubmissions.status, 'pending'),
      ),
    );
}
