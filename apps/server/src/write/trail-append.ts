import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
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
 * Appends one entry to its scope's chain (docs/trail.md "The chain"): locks the scope's head,
 * writes the entry as its next seq with the hash over the head's hash and the entry's fields
 * (the database's `trail_hash`, the one definition), and moves the head. Answers false when the
 * scope has no head yet.
 */
async function appendToHead(tx: Db, origin: Origin, at: Date, change: TrailChange) {
  const result = await tx.execute(sql`
    with head as (
      select seq, hash from trail_heads where scope = ${change.scope} for update
    ), entry as (
      insert into trail_entries (scope, seq, at, actor_type, actor_id, actor_name, action,
        object_type, object_id, before, after, ip, user_agent, request_id, prev_hash, hash)
      select ${change.scope}, head.seq + 1, v.at, v.actor_type, v.actor_id, v.actor_name,
        v.action, v.object_type, v.object_id, v.before, v.after, v.ip, v.user_agent,
        v.request_id, head.hash,
        trail_hash(head.hash, ${change.scope}, head.seq + 1, v.at, v.actor_type, v.actor_id,
          v.actor_name, v.action, v.object_type, v.object_id, v.before, v.after, v.ip,
          v.user_agent, v.request_id)
      from head, (select
        ${at.toISOString()}::timestamptz as at,
        ${origin.actor.type}::text as actor_type,
        ${actorIdOf(origin)}::bigint as actor_id,
        ${actorNameOf(origin)} as actor_name,
        ${change.action}::text as action,
        ${change.objectType}::text as object_type,
        ${change.objectId}::bigint as object_id,
        ${json(change.before)}::jsonb as before,
        ${json(change.after)}::jsonb as after,
        ${origin.ip}::text as ip,
        ${origin.userAgent}::text as user_agent,
        ${origin.requestId}::text as request_id) as v
      returning seq, hash
    )
    update trail_heads set seq = entry.seq, hash = entry.hash
    from entry where trail_heads.scope = ${change.scope}
    returning trail_heads.seq`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * Appends the write's entries, scope by scope in ascending order (two writes touching the same
 * scopes lock their heads in one order, so they never wait on each other in a circle).
 */
export async function appendTrail(
  tx: Db,
  origin: Origin,
  at: Date,
  changes: readonly TrailChange[],
): Promise<void> {
  const ordered = [...changes].sort((a, b) => a.scope - b.scope);
  for (const change of ordered) {
    if (await appendToHead(tx, origin, at, change)) continue;
    // A scope's first entry: its head is made, then locked like any other.
    await tx.execute(
      sql`insert into trail_heads (scope) values (${change.scope}) on conflict do nothing`,
    );
    if (!(await appendToHead(tx, origin, at, change))) {
      throw new Error(`trail head of scope ${change.scope} is missing`);
    }
  }
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
    if (!last) return 0;
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
