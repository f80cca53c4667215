import { z } from 'zod';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §4 operator audit centre (roles op and admin).
export const AUDIT_KINDS = ['record', 'licence', 'activity'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const AUDIT_REASON_MAX = 500;

/**
 * GET /api/audit/submissions: `pending` is the queue, oldest first; any other status (or
 * `decided`: approved and rejected) is the decision log, newest first. Keyset by `last_id`.
 */
export const listSubmissionsQuery = z.strictObject({
  kind: z.enum(AUDIT_KINDS).optional(),
  status: z.enum([...AUDIT_STATUSES, 'decided']).default('pending'),
  keyword: z.string().max(100).optional(),
  last_id: idField.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** spec §7: the web appends the current merchant to every call; operators may have none. */
  merchants_id: z.string().optional(),
});

export const auditPerson = z.object({ id: z.number(), nickname: z.string() });

export const auditSubmission = z.object({
  id: z.number(),
  kind: z.enum(AUDIT_KINDS),
  subjectId: z.number(),
  merchantId: z.number().nullable(),
  title: z.string(),
  status: z.enum(AUDIT_STATUSES),
  submitter: auditPerson,
  reason: z.string().nullable(),
  decidedBy: auditPerson.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditSubmission = z.infer<typeof auditSubmission>;
export const submissionsContent = keysetPage('submissions', auditSubmission);

/** What was submitted (masked like every read), and what changed since the last decision. */
export const submissionDetailContent = z.object({
  submission: auditSubmission,
  snapshot: z.record(z.string(), z.unknown()),
  previous: z
    .object({
      id: z.number(),
      status: z.enum(AUDIT_STATUSES),
      reason: z.string().nullable(),
      decidedAt: z.string().nullable(),
      snapshot: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  /** Fields whose value differs from the previous decided submission of the same subject. */
  changedFields: z.array(z.string()),
});
export type SubmissionDetailContent = z.infer<typeof submissionDetailContent>;

export const submissionParams = z.object({ id: idField });

/** POST /api/audit/submissions/{id}/decision: a rejection needs its reason. */
export const decideBody = body({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(AUDIT_REASON_MAX).optional(),
}).superRefine((value, ctx) => {
  if (value.decision === 'reject' && !value.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'audit.reasonRequired' });
  }
});
export type DecideBody = z.input<typeof decideBody>;
export const decisionContent = z.object({ submission: auditSubmission });

/** GET /api/audit/counts: pending submissions per kind (operators' home cards). */
export const auditCountsContent = z.object({
  record: z.number(),
  licence: z.number(),
  activity: z.number(),
});

export type SubmissionsContent = z.infer<typeof submissionsContent>;
export type DecisionContent = z.infer<typeof decisionContent>;
export type AuditCountsContent = z.infer<typeof auditCountsContent>;
