import type { ActivityOverviewContent } from '@console/contract/activities';
import type { Db } from '../../db/client.ts';
import { reviewHistory } from '../audit/index.ts';
import { activityFigures } from './activity-orders.ts';
import { ownActivity } from './activity-store.ts';

/**
 * GET /api/activities/{id}/overview: every submission of the activity to review, oldest first,
 * with who submitted and who decided, when and why (DESIGN §4 "review history"), and its figures.
 */
export async function activityOverview(
  db: Db,
  merchantId: number,
  id: number,
): Promise<ActivityOverviewContent> {
  await ownActivity(db, merchantId, id);
  const rows = await reviewHistory(db, 'activity', id);
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
