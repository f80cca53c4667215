import type { AuditSubmission } from '@console/contract/audit';
import type { auditSubmissions } from '../../db/schema.ts';

type SubmissionRow = typeof auditSubmissions.$inferSelect;

export type SelectedSubmission = {
  row: SubmissionRow;
  submitterNickname: string;
  deciderNickname: string | null;
};

export function viewSubmission(selected: SelectedSubmission): AuditSubmission {
  const { row } = selected;
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subjectId,
    merchantId: row.merchantId,
    title: row.title,
    status: row.status,
    submitter: { id: row.submitterId, nickname: selected.submitterNickname },
    reason: row.reason,
    decidedBy:
      row.decidedBy !== null
        ? { id: row.decidedBy, nickname: selected.deciderNickname ?? '' }
        : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
