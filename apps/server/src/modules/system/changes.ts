import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import type {
  ChangeAction,
  ChangeListContent,
  ChangeTarget,
} from '@console/contract/system-changes';
import type { Db } from '../../db/client.ts';
import { systemChanges } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';

/** Who makes a system management write. */
export type Actor = { userId: number; name: string };

type Snapshot = Record<string, unknown> | null;

/**
 * Every write leaves who, when, what, before and after — in the write's transaction (docs/system.md
 * "The change log").
 */
export async function recordChange(
  tx: Db,
  actor: Actor,
  change: {
    target: ChangeTarget;
    targetId: number;
    action: ChangeAction;
    before: Snapshot;
    after: Snapshot;
    at: Date;
  },
) {
  await tx.insert(systemChanges).values({
    at: change.at,
    actorId: actor.userId,
    actorName: actor.name,
    target: change.target,
    targetId: change.targetId,
    action: change.action,
    before: change.before,
    after: change.after,
  });
}

type ChangeFilter = {
  target: ChangeTarget | null;
  action: ChangeAction | null;
  targetId: number | null;
  actorId: number | null;
  date: [string, string] | null;
  offset: number;
  limit: number;
  sortType: 'asc' | 'desc';
};

/** POST /api/system/change/list: newest first unless asked otherwise. */
export async function listChanges(db: Db, filter: ChangeFilter): Promise<ChangeListContent> {
  const where: SQL[] = [];
  if (filter.target) where.push(eq(systemChanges.target, filter.target));
  if (filter.action) where.push(eq(systemChanges.action, filter.action));
  if (filter.targetId !== null) where.push(eq(systemChanges.targetId, filter.targetId));
  if (filter.actorId !== null) where.push(eq(systemChanges.actorId, filter.actorId));
  if (filter.date) {
    where.push(gte(systemChanges.at, zonedDayStart(filter.date[0], PLATFORM_TIME_ZONE)));
    where.push(lt(systemChanges.at, zonedDayEnd(filter.date[1], PLATFORM_TIME_ZONE)));
  }
  const order = filter.sortType === 'asc' ? asc : desc;
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(systemChanges)
      .where(condition)
      .orderBy(order(systemChanges.at), order(systemChanges.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(systemChanges).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      target: row.target,
      targetId: row.targetId,
      action: row.action,
      before: row.before,
      after: row.after,
    })),
    total: total?.total ?? 0,
  };
}
