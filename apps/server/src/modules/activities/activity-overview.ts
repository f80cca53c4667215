import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityOverview } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { auditSubmissions, users } from '../../db/schema.ts';
import { activityFigures } from './activity-orders.ts';
import { ownActivity } from './activity-store.ts';

const decider = alias(users, 'decider');

/**
 * GET /api/activities/{id}/overview: every submission of the activity to review, oldest first,
 * with who submitted and who decided, when and why (DESIGN §4 "review history"), and its figures.
 */
export async function activityOverview(
  db: Db,
  merchantId: number,
  id: number,
): Promise<ActivityOverview> {
  await ownActivity(db, merchantId, id);
  const rows = await db
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
    .where(and(eq(auditSubmissions.kind, 'activity'), eq(auditSubmissions.subjectId, id)))
    .orderBy(asc(auditSubmissions.id));
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      status: row.status,
      submittedBy: { id: row.submitterId, nickname: row.submitterName },
      submittedAt: row.submittedAt.toISOString(),
      decidedBy:
        row.deciderId === null ? null : { id: row.deciderId, nickname: row.deciderName ?? '' },
      decidedAt: row.decidedAt?.toISOString() ?? null,
      reason: row.reason,
    })),
    figures: await activityFigures(db, id),
  };
}
