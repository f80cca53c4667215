import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Every scope that has a head or an entry, in order (what `npm run trail:verify` walks without
 * `--scope`): the scopes of the entries found by a skip scan of the (scope, seq) index, one
 * descent per scope, so a million entries cost what a handful of scopes do. An entry whose
 * head is missing still counts, so its chain is checked (and found broken at the head).
 */
export async function trailScopes(db: Db): Promise<number[]> {
  const result = await db.execute(sql`
    with recursive entry_scopes(scope) as (
      (select scope from trail_entries order by scope limit 1)
      union all
      select (select e.scope from trail_entries e where e.scope > s.scope order by e.scope limit 1)
      from entry_scopes s where s.scope is not null
    )
    select scope from entry_scopes where scope is not null
    union
    select scope from trail_heads
    order by scope`);
  // Both drivers answer `{ rows }`; bigint arrives as text from node-postgres.
  const { rows } = result as unknown as { rows: { scope: string | number }[] };
  return rows.map((row) => Number(row.scope));
}
