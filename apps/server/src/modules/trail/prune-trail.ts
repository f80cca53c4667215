import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { trailHeads } from '../../db/schema.ts';
import { PRUNE_BATCH, pruneBatch } from '../../write/trail-append.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each node prunes, and how long after it starts it first does. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const FIRST_PRUNE_MS = 60 * 1000;

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
