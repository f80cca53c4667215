import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditSubmissions, users } from '../../db/schema.ts';

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

export async function findSubmission(db: Db, where: SQL) {
  const [selected] = await selectSubmissions(db).where(where).limit(1);
  return selected;
}

/** One submission as the audit centre reads it, or undefined. */
export async function submissionById(db: Db, id: number) {
  return findSubmission(db, eq(auditSubmissions.id, id));
}
