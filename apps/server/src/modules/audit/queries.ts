import { and, asc, count, desc, eq, gt, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type {
  AuditKind,
  AuditStatus,
  SubmissionDetailContent,
  SubmissionsContent,
} from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditSubmissions } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findSubmission, selectSubmissions } from './submission-store.ts';
import { viewSubmission } from './submission-view.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';

export type ListInput = {
  kind?: AuditKind;
  status: AuditStatus | 'decided';
  keyword?: string;
  lastId?: number;
  pageSize: number;
};

/**
 * GET /api/audit/submissions: the queue (pending) oldest first, so nothing waits forever; the
 * decision log (any other status) newest first. Keyset by `last_id` either way.
 */
export async function listSubmissions(db: Db, input: ListInput): Promise<SubmissionsContent> {
  const isQueue = input.status === 'pending';
  const statuses: AuditStatus[] =
    input.status === 'decided' ? ['approved', 'rejected'] : [input.status];
  const filters: SQL[] = [inArray(auditSubmissions.status, statuses)];
  if (input.kind) filters.push(eq(auditSubmissions.kind, input.kind));
  const keyword = input.keyword?.trim();
  if (keyword) filters.push(ilike(auditSubmissions.title, containsPattern(keyword)));
  if (input.lastId !== undefined) {
    filters.push(
      isQueue ? gt(auditSubmissions.id, input.lastId) : lt(auditSubmissions.id, input.lastId),
    );
  }
  const rows = await selectSubmissions(db)
    .where(and(...filters))
    .orderBy(isQueue ? asc(auditSubmissions.id) : desc(auditSubmissions.id))
    .limit(rowsToRead(input.pageSize));
  const { items, nextLastId } = takePage(rows, input.pageSize, (row) => row.row.id);
  return { submissions: items.map(viewSubmission), nextLastId };
}

/** GET /api/audit/counts: pending submissions per kind. */
export async function countPending(db: Db) {
  const rows = await db
    .select({ kind: auditSubmissions.kind, pending: count() })
    .from(auditSubmissions)
    .where(eq(auditSubmissions.status, 'pending'))
    .groupBy(auditSubmissions.kind);
  const counts = { record: 0, licence: 0, activity: 0 };
  for (const row of rows) counts[row.kind] = row.pending;
  return counts;
}

const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/** How the snapshots of a kind are answered: DESIGN §6, masked like any other read of them. */
export type SnapshotMask = (
  kind: AuditKind,
  snapshot: Record<string, unknown>,
) => Record<string, unknown>;

/**
 * GET /api/audit/submissions/{id}: what was submitted and, for a resubmission, the previous
 * decided submission of the same subject and the fields changed since (docs/api.md "Audit centre"); snapshots go
 * through `maskSnapshot` (the licence's numbers, which this module does not know).
 */
export async function getSubmissionDetail(
  db: Db,
  id: number,
  maskSnapshot: SnapshotMask,
): Promise<SubmissionDetailContent> {
  const selected = await findSubmission(db, eq(auditSubmissions.id, id));
  if (!selected) throw new AppError(apiCodes.notFound, 'error.notFound');
  const { row } = selected;
  const [previous] = await db
    .select()
    .from(auditSubmissions)
    .where(
      and(
        eq(auditSubmissions.kind, row.kind),
        eq(auditSubmissions.subjectId, row.subjectId),
        inArray(auditSubmissions.status, ['approved', 'rejected']),
        lt(auditSubmissions.id, row.id),
      ),
    )
    .orderBy(desc(auditSubmissions.id))
    .limit(1);
  return {
    submission: viewSubmission(selected),
    snapshot: maskSnapshot(row.kind, row.snapshot),
    previous: previous
      ? {
          id: previous.id,
          status: previous.status,
          reason: previous.reason,
          decidedAt: previous.decidedAt?.toISOString() ?? null,
          snapshot: maskSnapshot(previous.kind, previous.snapshot),
        }
      : null,
    // Compared in clear, answered by name only: a changed ID number shows without its digits.
    changedFields: previous ? changedFields(previous.snapshot, row.snapshot) : [],
  };
}
