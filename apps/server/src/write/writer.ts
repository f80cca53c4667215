import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { markWritten } from '../http/idempotency-store.ts';
import type { Origin } from './origin.ts';
import type { Outgoing } from './outgoing.ts';
import { appendTrail, type TrailChange } from './trail-append.ts';

/**
 * One write in progress (docs/server.md "Doors"): the transaction every door of the write uses,
 * the write's time, who makes it, and the two things a door hands over besides its rows — its
 * trail entries and its realtime events.
 */
export type Write = {
  tx: Db;
  now: Date;
  origin: Origin;
  /** Adds the write's trail entry; written in the same transaction, before it commits. */
  record(change: TrailChange): void;
  /** Adds a realtime event, sent once after the transaction commits (never if it rolls back). */
  send(event: Outgoing): void;
};

/** Runs one write: a transaction whose doors record their entries and events. */
export type Writer = <T>(origin: Origin, work: (write: Write) => Promise<T>) => Promise<T>;

export type WriterOptions = {
  db: Db;
  clock: Clock;
  /**
   * Where the events of a committed write go (the realtime hub); the write answers once they are
   * handed over and the room changes among them made, so a removed member's sockets have left
   * the merchant's rooms before the removal answers.
   */
  deliver: (events: readonly Outgoing[]) => Promise<void>;
  /** Chains the entries of the scopes a write touched, once it has committed. */
  seal: (scopes: ReadonlySet<number>) => void;
  /** Runs after the entries are written, before commit; tests fail a write there. */
  beforeCommit?: (write: Write) => Promise<void>;
};

export function createWriter(options: WriterOptions): Writer {
  return async (origin, work) => {
    const events: Outgoing[] = [];
    const scopes = new Set<number>();
    const result = await options.db.transaction(async (tx) => {
      const changes: TrailChange[] = [];
      const write: Write = {
        tx,
        now: options.clock.now(),
        origin,
        record: (change) => void changes.push(change),
        send: (event) => void events.push(event),
      };
      const answer = await work(write);
      await appendTrail(tx, origin, write.now, changes);
      if (origin.idempotency) await markWritten(tx, origin.idempotency, write.now);
      await options.beforeCommit?.(write);
      for (const change of changes) scopes.add(change.scope);
      return answer;
    });
    if (scopes.size > 0) options.seal(scopes);
    if (events.length > 0) await options.deliver(events);
    return result;
  };
}
