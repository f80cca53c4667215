import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditSubmission } from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditSubmissions, users } from '../../db/schema.ts';

type SubmissionRow = typeof auditSubmissions.$inferSelect;

const decider = alias(users, 'decider');

/** Submissions with the nicknames of who submitted and who decided. */
export function selectSubmissions(db: Db) {
  return db
    .select({
      row: auditSubmissions,
      submitterNickname: users.nickname,
      deciderNickname: decider.nickname,
    })
    .from(auditSubmissions)
    .innerJoin(users, eq(users.id, auditSubmissions.submitterId))
    .leftJoin(decider, eq(decider.id, auditSubmissions.decidedBy))
    .$dynamic();
}

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

export async function findSubmission(db: Db, where: SQL) {
  const [selected] = await selectSubmissions(db).where(where).limit(1);
  return selected;
}

/** One submission as the audit centre reads it, or undefined. */
export async function submissionById(db: Db, id: number) {
  return findSubmission(db, eq(auditSubmissions.id, id));
}
