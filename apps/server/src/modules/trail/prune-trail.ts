import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { trailEntries, trailHeads } from '../../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Entries pruned per transaction: a scope's writes wait on its head for one batch at most. */
const PRUNE_BATCH = 10_000;
/** How often each node prunes, and how long after it starts it first does. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;

const t = trailEntries;

/**
 * One batch of a scope's pruning (docs/trail.md "Retention"), in one transaction with the
 * scope's head locked (`for update`, as appending locks it): the oldest entries after the
 * checkpoint, in seq order, up to the first one still inside the retention period, are deleted,
 * and the checkpoint becomes the last deleted entry's seq and hash, so the chain kept verifies
 * from it. Pruning stops at the first kept entry: an older entry committed after it (its write
 * started before the other's) waits for the next run. Answers how many entries went.
 */
async function pruneBatch(db: Db, scope: number, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ checkpointSeq: trailHeads.checkpointSeq })
      .from(trailHeads)
      .where(eq(trailHeads.scope, scope))
      .for('update');
    if (!head) return 0;
    const rows = await tx
      .select({ seq: t.seq, hash: t.hash, kept: sql<boolean>`${t.at} >= ${cutoff}` })
      .from(t)
      .where(and(eq(t.scope, scope), gt(t.seq, head.checkpointSeq)))
      .orderBy(asc(t.seq))
      .limit(PRUNE_BATCH);
    const firstKept = rows.findIndex((row) => row.kept);
    const last = rows[(firstKept === -1 ? rows.length : firstKept) - 1];
    if (!last) return 0;
    const deleted = await tx
      .delete(t)
      .where(and(eq(t.scope, scope), gt(t.seq, head.checkpointSeq), lte(t.seq, last.seq)))
      .returning({ id: t.id });
    await tx
      .update(trailHeads)
      .set({ checkpointSeq: last.seq, checkpointHash: last.hash })
      .where(eq(trailHeads.scope, scope));
    return deleted.length;
  });
}

/**
 * Deletes, in every scope, the entries older than `retentionDays` before `now` (TRAIL_RETENTION_DAYS)
 * and moves each scope's checkpoint past them. Several nodes may prune at once: each batch locks
 * its head, so a second finds nothing left to do. Answers how many entries went, per scope.
 */
export async function pruneTrail(
  db: Db,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<Map<number, number>> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const heads = await db
    .select({ scope: trailHeads.scope })
    .from(trailHeads)
    .orderBy(asc(trailHeads.scope));
  const pruned = new Map<number, number>();
  for (const { scope } of heads) {
    let total = 0;
    for (;;) {
      const count = await pruneBatch(db, scope, cutoff);
      total += count;
      if (count < PRUNE_BATCH) break;
    }
    if (total > 0) pruned.set(scope, total);
  }
  return pruned;
}

/** Prunes every hour while TRAIL_RETENTION_DAYS is set (unset: the trail is kept whole). */
async function registerTrailRetention(app: FastifyInstance) {
  const retentionDays = app.config.trailRetentionDays;
  if (retentionDays === null) return;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return; // a long pruning is never overlapped by the next tick
    running = pruneTrail(app.db, { now: app.clock.now(), retentionDays })
      .then((pruned) => {
        if (pruned.size > 0) {
          app.log.info({ pruned: Object.fromEntries(pruned) }, 'trail entries pruned');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'trail pruning failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(tick, FIRST_PRUNE_MS), setInterval(tick, PRUNE_EVERY_MS));
    for (const timer of timers) timer.unref();
  });
  app.addHook('preClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  });
}

export const trailRetentionPlugin = fp(registerTrailRetention, {
  name: 'trail-retention',
  dependencies: ['app-context'],
});
