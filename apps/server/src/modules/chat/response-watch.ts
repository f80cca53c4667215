import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { conversations, customers } from '../../db/schema.ts';
import { runPeriodically } from '../../plugins/periodic.ts';
import { systemOrigin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { warnDueSoon } from './conversation-door.ts';
import { customerLabel } from './conversation-view.ts';
import { needsReply } from './staff-chat.ts';

// docs/chat.md "Response targets", the notice: a waiting conversation whose deadline is near is
// announced once to the merchant's chat room, by whichever node watches first.

const BATCH = 200;
const WATCH = systemOrigin('response-target watch');
/** The notice comes this long before the deadline, or a fifth of the wait when that is shorter. */
const DUE_SOON_MS = 5 * 60_000;

/** Tells the chat rooms of the waits about to miss their target at `now`; answers how many. */
export async function watchResponseTargets(db: Db, write: Writer, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  let told = 0;
  let afterId = 0;
  for (;;) {
    const near = await db
      .select({
        id: conversations.id,
        dueAt: conversations.responseDueAt,
        name: customers.name,
        mobile: customers.mobile,
      })
      .from(conversations)
      .innerJoin(customers, eq(customers.id, conversations.customerId))
      .where(
        and(
          needsReply(now),
          isNotNull(conversations.responseDueAt),
          eq(conversations.responseWarned, false),
          gt(conversations.responseDueAt, now),
          sql`${conversations.responseDueAt} - least(${`${DUE_SOON_MS / 1000} seconds`}::interval, (${conversations.responseDueAt} - ${conversations.awaitingSince}) / 5) <= ${at}`,
          gt(conversations.id, afterId),
        ),
      )
      .orderBy(asc(conversations.id))
      .limit(BATCH);
    for (const row of near) {
      const customer = customerLabel({ name: row.name, mobile: row.mobile }).name;
      if (await write(WATCH, (w) => warnDueSoon(w, row.id, { dueAt: row.dueAt!, customer }))) {
        told += 1;
      }
    }
    if (near.length < BATCH) return told;
    afterId = near.at(-1)!.id;
  }
}

/** Watches every RESPONSE_WATCH_SECONDS (0: never) until the app closes. */
async function registerResponseWatch(app: FastifyInstance) {
  runPeriodically(app, app.config.responseWatchSeconds, () =>
    watchResponseTargets(app.db, app.write, app.clock.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'response watch failed'),
    ),
  );
}

export const responseWatchPlugin = fp(registerResponseWatch, {
  name: 'response-watch',
  dependencies: ['app-context'],
});
