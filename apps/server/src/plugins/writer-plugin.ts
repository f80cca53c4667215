import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTrailSealer, type TrailSealer } from '../write/trail-sealer.ts';
import { createWriter, type WriterOptions } from '../write/writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chains committed trail entries (docs/trail.md "The chain"); tests settle it. */
    trailSealer: TrailSealer;
  }
}

/**
 * The writer (docs/server.md "Doors") and the trail's sealer: every write of a merchant's or the
 * platform's data runs through `app.write`, its events go to the realtime hub after commit and
 * its entries to the sealer.
 */
async function registerWriter(
  app: FastifyInstance,
  options: { beforeCommit?: WriterOptions['beforeCommit'] },
) {
  const sealer = createTrailSealer({
    db: app.db,
    onError: (error, scope) => app.log.error({ err: error, scope }, 'trail sealing failed'),
  });
  app.decorate('trailSealer', sealer);
  app.decorate(
    'write',
    createWriter({
      db: app.db,
      clock: app.clock,
      deliver: (events) => app.realtime.deliver(events),
      seal: (scopes) => sealer.seal(scopes),
      beforeCommit: options.beforeCommit,
    }),
  );
  const sweep = () =>
    void sealer.sweep().catch((error: unknown) => {
      app.log.error({ err: error }, 'trail sealing sweep failed');
    });
  // TRAIL_SEAL_SWEEP_SECONDS: what a node left unsealed (it stopped between a write's commit and
  // its sealing) is sealed by any node's next sweep; otherwise entries are sealed right after
  // their write commits.
  const every = app.config.trailSealSweepSeconds * 1000;
  let sweeps: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (every === 0) return;
    sweep();
    sweeps = setInterval(sweep, every);
    sweeps.unref();
  });
  // Before the database closes: what was committed is sealed, or left to the next node's sweep.
  app.addHook('preClose', async () => {
    clearInterval(sweeps);
    await sealer.settle();
  });
}

export const writerPlugin = fp(registerWriter, {
  name: 'writer',
  dependencies: ['app-context', 'realtime'],
});
