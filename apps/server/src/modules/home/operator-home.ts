import { and, count, eq, gte, inArray, min, sql } from 'drizzle-orm';
import { OPERATOR_HOME_DAYS, type OperatorHomeContent } from '@console/contract/home';
import { PLATFORM_TIME_ZONE } from '@console/contract/time-zone';
import type { Db } from '../../db/client.ts';
import { auditSubmissions, merchants } from '../../db/schema.ts';
import { addDays, zonedDay, zonedDayStart } from '../../lib/zoned-day.ts';

const KINDS = ['record', 'licence', 'activity'] as const;

/** Each of `days` ending `today`, with `fill` for a day nothing happened on. */
function everyDay<T>(today: string, rows: Map<string, T>, fill: T) {
  const days: (T & { day: string })[] = [];
  for (let day = addDays(today, 1 - OPERATOR_HOME_DAYS); day <= today; day = addDays(day, 1)) {
    days.push({ day, ...(rows.get(day) ?? fill) });
  }
  return days;
}

/**
 * GET /api/home/operator (docs/home.md "Operators"): the audit queues (what `/audit/*` lists as
 * pending) with the age of the oldest item, decisions and new merchants per day over the last 14
 * days, in China time.
 */
export async function operatorHome(db: Db, now: Date): Promise<OperatorHomeContent> {
  const today = zonedDay(now, PLATFORM_TIME_ZONE);
  const since = zonedDayStart(addDays(today, 1 - OPERATOR_HOME_DAYS), PLATFORM_TIME_ZONE);
  const dayOf = (column: typeof auditSubmissions.decidedAt | typeof merchants.createdAt) =>
    sql<string>`(${column} at time zone ${PLATFORM_TIME_ZONE})::date::text`;
  const [queues, decisions, created] = await Promise.all([
    db
      .select({
        kind: auditSubmissions.kind,
        pending: count(),
        oldestAt: min(auditSubmissions.createdAt),
      })
      .from(auditSubmissions)
      .where(eq(auditSubmissions.status, 'pending'))
      .groupBy(auditSubmissions.kind),
    db
      .select({
        day: dayOf(auditSubmissions.decidedAt),
        approved:
          sql<number>`count(*) filter (where ${auditSubmissions.status} = 'approved')`.mapWith(
            Number,
          ),
        rejected:
          sql<number>`count(*) filter (where ${auditSubmissions.status} = 'rejected')`.mapWith(
            Number,
          ),
      })
      .from(auditSubmissions)
      .where(
        and(
          inArray(auditSubmissions.status, ['approved', 'rejected']),
          gte(auditSubmissions.decidedAt, since),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(merchants.createdAt), count: count() })
      .from(merchants)
      .where(gte(merchants.createdAt, since))
      .groupBy(sql`1`),
  ]);
  const byKind = new Map(queues.map((row) => [row.kind, row]));
  return {
    today,
    queues: KINDS.map((kind) => ({
      kind,
      pending: byKind.get(kind)?.pending ?? 0,
      oldestAt: byKind.get(kind)?.oldestAt?.toISOString() ?? null,
    })),
    decisions: everyDay(
      today,
      new Map(
        decisions.map((row) => [row.day, { approved: row.approved, rejected: row.rejected }]),
      ),
      { approved: 0, rejected: 0 },
    ),
    newMerchants: everyDay(today, new Map(created.map((row) => [row.day, { count: row.count }])), {
      count: 0,
    }),
  };
}
