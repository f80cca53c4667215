import { and, desc, sql } from 'drizzle-orm';
import type { TrailListContent } from '@console/contract/trail';
import type { Db } from '../../db/client.ts';
import { literalLimit, preparedColumns } from '../../db/prepared.ts';
import { trailEntries } from '../../db/schema.ts';
import { rowsToRead, takePage } from '../../lib/take-page.ts';
import { trailWhere, type TrailFilter, type TrailWhere } from './trail-filter.ts';
import { trailViewColumns, viewTrailEntry } from './trail-view.ts';

const t = trailEntries;

/**
 * Entries after the `lastId` entry in list order (at desc, id desc), as one row comparison
 * against that entry's own (at, id), read in the same statement: the index scan starts right at
 * it, to the microsecond. An entry that is not the scope's (or no longer exists: retention took
 * it, and every older one with it) continues nothing: the page is empty.
 */
const afterEntry = () =>
  sql`(${t.at}, ${t.id}) < (select c.at, c.id from ${t} c where c.id = ${sql.placeholder('lastId')} and c.scope = ${sql.placeholder('scope')})`;

export const newestFirst = [desc(t.at), desc(t.id)];

function pageStatement(db: Db, where: TrailWhere, after: boolean, limit: number) {
  const name = `trail_${after ? 'after' : 'first'}_${limit}_${where.shape}`;
  return preparedColumns(
    db,
    name,
    trailViewColumns,
    (columns) =>
      db
        .select(columns)
        .from(t)
        .where(after ? and(where.where, afterEntry()) : where.where)
        .orderBy(...newestFirst)
        .limit(literalLimit(limit)),
    viewTrailEntry,
    { planEachTime: where.planEachTime },
  );
}

/** GET /api/trail (docs/trail.md "The API"): a page of a scope's entries, newest first. */
export async function listTrail(
  db: Db,
  scope: number,
  input: TrailFilter & { lastId?: number; pageSize: number },
): Promise<TrailListContent> {
  const where = trailWhere(scope, input);
  const after = input.lastId !== undefined;
  const rows = await pageStatement(db, where, after, rowsToRead(input.pageSize)).execute({
    ...where.values,
    ...(after ? { lastId: input.lastId } : {}),
  });
  const { items, nextLastId } = takePage(rows, input.pageSize);
  return { entries: items, nextLastId };
}
