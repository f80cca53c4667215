import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import {
  CHANGE_ACTIONS,
  CHANGE_TARGETS,
  type ChangeAction,
  type ChangeListContent,
  type ChangeTarget,
} from '@console/contract/system-changes';
import type { Db } from '../../db/client.ts';
import { trailEntries } from '../../db/schema.ts';
import { zonedDayEnd, zonedDayStart } from '../../lib/zoned-day.ts';
import { PLATFORM_SCOPE } from '../../write/trail-append.ts';

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

/**
 * POST /api/system/change/list: newest first unless asked otherwise. The system doors (users.ts,
 * roles.ts, menus.ts) record the entries it lists, each in the write it describes.
 */
export async function listChanges(db: Db, filter: ChangeFilter): Promise<ChangeListContent> {
  const t = trailEntries;
  // docs/system.md "Change log": a view of the platform's scope of the trail.
  const where: SQL[] = [
    eq(t.scope, PLATFORM_SCOPE),
    inArray(t.objectType, [...CHANGE_TARGETS]),
    inArray(t.action, [...CHANGE_ACTIONS]),
  ];
  if (filter.target) where.push(eq(t.objectType, filter.target));
  if (filter.action) where.push(eq(t.action, filter.action));
  if (filter.targetId !== null) where.push(eq(t.objectId, filter.targetId));
  if (filter.actorId !== null) where.push(eq(t.actorId, filter.actorId));
  if (filter.date) {
    where.push(gte(t.at, zonedDayStart(filter.date[0], PLATFORM_TIME_ZONE)));
    where.push(lt(t.at, zonedDayEnd(filter.date[1], PLATFORM_TIME_ZONE)));
  }
  const order = filter.sortType === 'asc' ? asc : desc;
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(condition)
      .orderBy(order(t.at), order(t.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(t).where(condition),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      target: row.objectType as ChangeTarget,
      targetId: row.objectId,
      action: row.action as ChangeAction,
      before: row.before,
      after: row.after,
    })),
    total: total?.total ?? 0,
  };
}
