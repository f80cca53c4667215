import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { trailEntries, trailHeads } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Origin } from './origin.ts';

/** The platform's own scope of the trail (users, roles, menus, operator decisions). */
export const PLATFORM_SCOPE = 0;

export type Snapshot = Record<string, unknown>;

/** One change a door records (docs/trail.md "Entries"). */
export type TrailChange = {
  /** The merchant whose data changed, or PLATFORM_SCOPE. */
  scope: number;
  action: string;
  objectType: string;
  objectId: number;
  /** The fields as they were (null for a creation) and as they became (null for a deletion). */
  before: Snapshot | null;
  after: Snapshot | null;
};

/** The actor's name as it is now, read in the appending statement itself. */
function actorNameOf(origin: Origin): SQL {
  const { actor } = origin;
  switch (actor.type) {
    case 'member':
    case 'operator':
      return sql`coalesce((select nickname from users where id = ${actor.userId}), '')`;
    case 'customer':
      return sql`coalesce((select coalesce(nullif(name, ''), overlay(mobile placing '****' from 4 for 4)) from customers where id = ${actor.customerId}), '')`;
    case 'system':
      return sql`${actor.name}::text`;
  }
}

const actorIdOf = (origin: Origin): number | null => {
  const { actor } = origin;
  if (actor.type === 'customer') return actor.customerId;
  if (actor.type === 'system') return null;
  return actor.userId;
};

const json = (value: Snapshot | null) => (value === null ? null : JSON.stringify(value));

/**
 * Appends the write's entries (docs/trail.md "The chain") in one statement, unsealed: no seq and
 * no hash yet, so a write takes no lock of the trail's and writes of one merchant never queue on
 * its head. The sealer chains them once the write has committed (`sealScope`).
 */
export async function appendTrail(
  tx: Db,
  origin: Origin,
  at: Date,
  changes: readonly TrailChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const rows = changes.map(
    (change) =>
      sql`(${change.scope}::bigint, ${change.action}::text, ${change.objectType}::text, ${change.objectId}::bigint, ${json(change.before)}::jsonb, ${json(change.after)}::jsonb)`,
  );
  await tx.execute(sql`
    insert into trail_entries (scope, at, actor_type, actor_id, actor_name, action, object_type,
      object_id, before, after, ip, user_agent, request_id)
    select c.scope, ${at.toISOString()}::timestamptz, ${origin.actor.type}::text,
      ${actorIdOf(origin)}::bigint, a.name, c.action, c.object_type, c.object_id, c.before,
      c.after, ${origin.ip}::text, ${origin.userAgent}::text, ${origin.requestId}::text
    from (values ${sql.join(rows, sql`, `)})
      as c(scope, action, object_type, object_id, before, after),
      (select ${actorNameOf(origin)} as name) as a`);
}

/** Entries one sealing statement chains: a scope's head is held for one batch at a time. */
const SEAL_BATCH = 1000;

/**
 * Seals a scope's committed entries (docs/trail.md "The chain") with the database's
 * `trail_seal`, batch after batch until none is left; answers how many it sealed. Any node may
 * seal any scope at any time: sealers of one scope take turns on its head.
 */
export async function sealScope(db: Db, scope: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`select trail_seal(${scope}, ${SEAL_BATCH}) as sealed`);
    const [row] = (result as unknown as { rows: { sealed: number | string }[] }).rows;
    const sealed = Number(row?.sealed ?? 0);
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
  }
}

/** The scopes holding committed entries not sealed yet (the partial index of unsealed ones). */
export async function unsealedScopes(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ scope: trailEntries.scope })
    .from(trailEntries)
    .where(isNull(trailEntries.seq));
  return rows.map((row) => row.scope);
}

/** Entries pruned per transaction: a scope's writes wait on its head for one batch at most. */
export const PRUNE_BATCH = 10_000;
/**
 * One batch of a scope's pruning (docs/trail.md "Retention"), in one transaction with the
 * scope's head locked (`for update`, as appending locks it): the oldest entries after the
 * checkpoint, in seq order, up to the first one still inside the retention period, are deleted,
 * and the checkpoint becomes the last deleted entry's seq and hash, so the chain kept verifies
 * from it. Pruning stops at the first kept entry: an older entry committed after it (its write
 * started before the other's) waits for the next run. Answers how many entries went.
 */
export async function pruneBatch(db: Db, scope: number, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ checkpointSeq: trailHeads.checkpointSeq })
      .from(trailHeads)
      .where(eq(trailHeads.scope, scope))
      .for('update');
    if (!head) return 0;
    const rows = await tx
      .select({
        seq: trailEntries.seq,
        hash: trailEntries.hash,
        kept: sql<boolean>`${trailEntries.at} >= ${cutoff}`,
      })
      .from(trailEntries)
      .where(and(eq(trailEntries.scope, scope), gt(trailEntries.seq, head.checkpointSeq)))
      .orderBy(asc(trailEntries.seq))
      .limit(PRUNE_BATCH);
    const firstKept = rows.findIndex((row) => row.kept);
    const last = rows[(firstKept === -1 ? rows.length : firstKept) - 1];
    // Only sealed entries are read (seq > checkpoint), but the columns are nullable.
    if (!last || last.seq === null || last.hash === null) return 0;
    const deleted = await tx
      .delete(trailEntries)
      .where(
        and(
          eq(trailEntries.scope, scope),
          gt(trailEntries.seq, head.checkpointSeq),
          lte(trailEntries.seq, last.seq),
        ),
      )
      .returning({ id: trailEntries.id });
    await tx
      .update(trailHeads)
      .set({ checkpointSeq: last.seq, checkpointHash: last.hash })
      .where(eq(trailHeads.scope, scope));
    return deleted.length;
  });
}
