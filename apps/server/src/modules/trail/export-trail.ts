import { and, count, sql } from 'drizzle-orm';
import type { Locale } from '@console/contract/constants';
import type { Db } from '../../db/client.ts';
import { literalLimit, prepared } from '../../db/prepared.ts';
import { trailEntries } from '../../db/schema.ts';
import { CSV_BOM, csvZoneLabel } from '../../lib/csv.ts';
import { trailCsvHeader, trailCsvRow, type TrailCsvRow } from './trail-csv.ts';
import { trailWhere, type TrailFilter, type TrailWhere } from './trail-filter.ts';
import { newestFirst } from './list-trail.ts';

/** Entries read per query: memory stays flat however many match (docs/trail.md "The API"). */
const EXPORT_BATCH = 1000;

const t = trailEntries;
const text = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, '')`;

/**
 * One batch: the CSV's cells as the database writes them (the time on the merchant's clock in
 * the `timeZone` placeholder's zone, the JSON as its text), so a million rows make no Date and
 * parse no JSON. Each row carries its (at, id) to the microsecond for the next batch's start.
 */
function buildBatch(db: Db, name: string, where: TrailWhere, after: boolean) {
  const cursor = sql`(${t.at}, ${t.id}) < (${sql.placeholder('lastAt')}::timestamptz, ${sql.placeholder('lastId')})`;
  const query = db
    .select({
      id: t.id,
      cursorAt: sql<string>`to_char(${t.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      at: sql<string>`to_char(${t.at} at time zone ${sql.placeholder('timeZone')}::text, 'YYYY-MM-DD HH24:MI:SS')`,
      actorType: t.actorType,
      actorName: t.actorName,
      action: t.action,
      objectType: t.objectType,
      objectId: t.objectId,
      before: text(sql`${t.before}::text`),
      after: text(sql`${t.after}::text`),
      ip: text(sql`${t.ip}`),
      userAgent: text(sql`${t.userAgent}`),
      requestId: text(sql`${t.requestId}`),
      seq: t.seq,
      hash: t.hash,
    })
    .from(t)
    .where(after ? and(where.where, cursor) : where.where)
    .orderBy(...newestFirst)
    .limit(literalLimit(EXPORT_BATCH));
  // A shape planned per value runs unnamed, planned each batch (list-trail.ts).
  return query.prepare(where.planEachTime ? '' : name);
}

/** How many entries match a filter: the CSV export's X-Total-Count. */
export async function countTrail(db: Db, scope: number, filter: TrailFilter) {
  const where = trailWhere(scope, filter);
  const build = (name: string) =>
    db.select({ entries: count() }).from(t).where(where.where).prepare(name);
  const statement = where.planEachTime
    ? build('')
    : prepared(db, `trail_count_${where.shape}`, build);
  const [row] = await statement.execute(where.values);
  return row?.entries ?? 0;
}

/**
 * GET /api/trail/export.csv: every entry of the filter, newest first, as CSV text chunks. Each
 * batch is a keyset page read only when the reply stream asks for more, so a slow client never
 * makes the server hold more than one batch.
 */
export async function* exportTrail(
  db: Db,
  scope: number,
  filter: TrailFilter,
  { locale, now }: { locale: Locale; now: Date },
): AsyncGenerator<string> {
  yield CSV_BOM + trailCsvHeader(locale, csvZoneLabel(filter.timeZone, now));
  const where = trailWhere(scope, filter);
  let cursor: { lastAt: string; lastId: number } | undefined;
  for (;;) {
    const after = cursor !== undefined;
    const name = `trail_csv_${after ? 'after' : 'first'}_${where.shape}`;
    const statement = where.planEachTime
      ? buildBatch(db, '', where, after)
      : prepared(db, name, (named) => buildBatch(db, named, where, after));
    const rows = await statement.execute({ ...where.values, ...cursor, timeZone: filter.timeZone });
    if (rows.length === 0) return;
    yield rows.map((row) => trailCsvRow(row as TrailCsvRow, locale)).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    cursor = { lastAt: last.cursorAt, lastId: last.id };
  }
}
