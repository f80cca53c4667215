import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditKind } from '@console/contract/audit';
import type { Db } from '../../db/client.ts';
import { auditSubmissions, users } from '../../db/schema.ts';

const decider = alias(users, 'decider');

/** Every submission of one subject, oldest first, with who submitted and who decided (DESIGN §4). */
export async function reviewHistory(db: Db, kind: AuditKind, subjectId: number) {
  return db
    .select({
      id: auditSubmissions.id,
      status: auditSubmissions.status,
      submitterId: users.id,
      submitterName: users.nickname,
      submittedAt: auditSubmissions.createdAt,
      deciderId: decider.id,
      deciderName: decider.nickname,
      decidedAt: auditSubmissions.decidedAt,
      reason: auditSubmissions.reason,
    })
    .from(auditSubmissions)
    .innerJoin(users, eq(users.id, auditSubmissions.submitterId))
    .leftJoin(decider, eq(decider.id, auditSubmissions.decidedBy))
    .where(and(eq(auditSubmissions.kind, kind), eq(auditSubmissions.subjectId, subjectId)))
    .orderBy(asc(auditSubmissions.id));
}
