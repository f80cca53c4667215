import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { orderMove, transitionOrder } from '../orders/index.ts';
import { runPeriodically } from '../../plugins/periodic.ts';
import { systemOrigin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';

const BATCH = 200;
/** The trail's actor of the sweep's cancels (docs/trail.md "Entries"). */
const SWEEP = systemOrigin('unpaid-order sweep');

/**
 * Unpaid orders past their pay deadline become `cancelled` (actor system, note
 * `timeout`) and give their places back. Each cancel is the conditional transition (status
 * still `pending_payment`), so when several nodes sweep at once, or a node sweeps again after a
 * restart, only one attempt changes an order; the others change nothing. Answers how many
 * orders this call cancelled.
 */
export async function sweepUnpaidOrders(db: Db, write: Writer, now: Date): Promise<number> {
  let cancelled = 0;
  let afterId = 0;
  for (;;) {
    const due = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending_payment'),
          lte(orders.payDeadline, now),
          gt(orders.id, afterId),
        ),
      )
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const order of due) {
      try {
        await write(SWEEP, (w) =>
          transitionOrder(w, order, {
            ...orderMove('cancel'),
            actor: { type: 'system' },
            note: 'timeout',
          }),
        );
        cancelled += 1;
      } catch (error) {
        // Another node (or the customer) moved it first: nothing left to do here.
        if (!(error instanceof AppError && error.code === apiCodes.conflict)) throw error;
      }
    }
    if (due.length < BATCH) return cancelled;
    afterId = due.at(-1)!.id;
  }
}

/** Runs the sweep every ORDER_SWEEP_SECONDS (0: never) until the app closes. */
async function registerOrderSweep(app: FastifyInstance) {
  // docs/operations.md "Metrics": each run and what it cancelled, so a stalled sweep shows.
  const { orderSweepRuns, orderSweepCancelled } = app.metrics;
  runPeriodically(app, app.config.orderSweepSeconds, () =>
    sweepUnpaidOrders(app.db, app.write, app.clock.now())
      .then((count) => {
        orderSweepRuns.inc({ outcome: 'ok' });
        orderSweepCancelled.inc(count);
        if (count > 0) app.log.info({ cancelled: count }, 'unpaid orders cancelled');
      })
      .catch((error: unknown) => {
        orderSweepRuns.inc({ outcome: 'error' });
        app.log.error({ err: error }, 'order sweep failed');
      }),
  );
}

export const orderSweepPlugin = fp(registerOrderSweep, {
  name: 'order-sweep',
  dependencies: ['app-context', 'metrics'],
});
