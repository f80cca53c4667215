import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { chatAssignment, merchantMembers } from '../../db/schema.ts';
import { runPeriodically } from '../../plugins/periodic.ts';
import { systemOrigin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { drainQueue, merchantsAssigning, returnOffline } from './assignment.ts';
import { markGone, markPresent, renewPresence } from './presence.ts';
import { tellIfNobodyThere } from './nobody-there.ts';

// docs/chat.md "Presence" and "Assignment": this node tells who is online through it, gives out
// a merchant's queue soon after a conversation joins it or a member comes online (one run at a
// time per merchant, asks meanwhile folded into the next), and now and then returns the waiting
// conversations of members offline too long.

/** Gives out queues after the writes that fill them (`app.chatQueue`). */
export type ChatQueue = {
  /**
   * Gives out the merchant's queue soon; never waits and never throws. Within a second of a run
   * that found every online member full, the run waits for that second to end (room comes
   * through resolves and hand-overs, which give out the queue in their own write), unless
   * `now`: a member came online.
   */
  drainSoon(merchantId: number, now?: boolean): void;
  /**
   * A customer wrote: when nobody who answers is online, who asked is told (docs/chat.md
   * "Nobody there"); never waits and never throws.
   */
  customerWrote(input: {
    merchantId: number;
    conversationId: number;
    customerId: number;
    text: string;
  }): void;
  /** Resolves once every run asked for so far has ended (tests, closing). */
  settle(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    chatQueue: ChatQueue;
  }
}

const ASSIGNER = systemOrigin('auto-assignment');
/** How long a member seen online spares the presence read on the merchant's next messages. */
const ONLINE_SEEN_MS = 5_000;
/** How long after a run found everyone full the next one waits (folding the sends meanwhile). */
const FULL_RECHECK_MS = 1_000;

/** The merchants assigning automatically where the user may answer. */
async function assigningFor(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ merchantId: chatAssignment.merchantId })
    .from(chatAssignment)
    .innerJoin(merchantMembers, eq(merchantMembers.merchantId, chatAssignment.merchantId))
    .where(
      and(
        eq(chatAssignment.enabled, true),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        or(
          eq(merchantMembers.role, 'owner'),
          sql`'chat:reply' = any(${merchantMembers.permissions})`,
        ),
      ),
    );
  return rows.map((row) => row.merchantId);
}

/** One round of the watch at `now`: members offline too long give back, queues are given out. */
export async function watchAssignment(db: Db, write: Writer): Promise<void> {
  for (const merchantId of await merchantsAssigning(db)) {
    await write(ASSIGNER, async (w) => {
      if ((await returnOffline(w, merchantId)) === 0) await drainQueue(w, merchantId);
    });
  }
}

/**
 * One run per merchant at a time; asks while one runs are folded into one more run after it, so
 * under load one transaction gives out what many sends queued.
 */
function createChatQueue(app: FastifyInstance): ChatQueue & { forgetOnline(): void } {
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  const telling = new Set<Promise<unknown>>();
  /** Merchants seen with a member online lately: their customers' messages tell nobody. */
  const seenOnline = new Map<number, number>();
  /** Merchants whose last run here found every online member full, until when. */
  const fullUntil = new Map<number, number>();
  /** The runs put off to the end of such a second. */
  const later = new Map<number, NodeJS.Timeout>();
  const run = (merchantId: number) => {
    again.delete(merchantId);
    const draining = app
      .write(ASSIGNER, (w) => drainQueue(w, merchantId))
      .then(
        ({ full }) => {
          if (full) fullUntil.set(merchantId, Date.now() + FULL_RECHECK_MS);
          else fullUntil.delete(merchantId);
        },
        (error: unknown) => app.log.error({ err: error, merchantId }, 'assignment failed'),
      )
      .finally(() => {
        running.delete(merchantId);
        if (again.has(merchantId)) run(merchantId);
      });
    running.set(merchantId, draining);
  };
  const drainSoon = (merchantId: number, now = false) => {
    const wait = (fullUntil.get(merchantId) ?? 0) - Date.now();
    if (!now && wait > 0) {
      if (!later.has(merchantId)) {
        const timer = setTimeout(() => {
          later.delete(merchantId);
          fullUntil.delete(merchantId);
          drainSoon(merchantId);
        }, wait);
        later.set(merchantId, timer);
      }
      return;
    }
    clearTimeout(later.get(merchantId));
    later.delete(merchantId);
    if (running.has(merchantId)) again.add(merchantId);
    else run(merchantId);
  };
  return {
    drainSoon,
    /** A member came or went here: the next message reads presence afresh. */
    forgetOnline: () => seenOnline.clear(),
    customerWrote(input) {
      if ((seenOnline.get(input.merchantId) ?? 0) > Date.now()) return;
      const now = app.clock.now();
      const deps = { db: app.db, codeTransport: app.codeTransport, log: app.log };
      const told = (async () => {
        const { online } = await tellIfNobodyThere(deps, { ...input, now });
        if (online) seenOnline.set(input.merchantId, Date.now() + ONLINE_SEEN_MS);
      })().catch((error: unknown) => app.log.error({ err: error }, 'offline notice failed'));
      telling.add(told);
      void told.finally(() => telling.delete(told));
    },
    async settle() {
      // What was put off runs now: a test or a closing node waits for it too.
      for (const merchantId of [...later.keys()]) drainSoon(merchantId, true);
      while (running.size > 0 || telling.size > 0) {
        await Promise.all([...running.values(), ...telling]);
      }
    },
  };
}

async function registerAssignmentWatch(app: FastifyInstance) {
  const nodeId = randomUUID();
  const failed = (error: unknown) => app.log.error({ err: error }, 'presence failed');
  const queue = createChatQueue(app);
  app.decorate('chatQueue', queue);
  app.addHook('preClose', () => queue.settle());
  app.realtime.onStaffPresence((userId, present) => {
    queue.forgetOnline();
    const now = app.clock.now();
    if (!present) return void markGone(app.db, nodeId, userId, now).catch(failed);
    void (async () => {
      await markPresent(app.db, nodeId, userId, now);
      // A member who comes online takes what waits in the queues they answer.
      for (const merchantId of await assigningFor(app.db, userId))
        queue.drainSoon(merchantId, true);
    })().catch(failed);
  });
  runPeriodically(app, app.config.assignmentWatchSeconds, async () => {
    await renewPresence(app.db, nodeId, app.realtime.localStaff(), app.clock.now());
    await watchAssignment(app.db, app.write);
  });
}

export const assignmentWatchPlugin = fp(registerAssignmentWatch, {
  name: 'assignment-watch',
  dependencies: ['app-context', 'writer', 'realtime'],
});
