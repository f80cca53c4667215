import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `work` in a transaction holding transaction-level advisory locks on `keys`, taken in
 * the given order (callers keep one order, so two lockers never wait on each other in a cycle).
 * The locks serialise a rule across every API node sharing the database (DESIGN §2 scale-out).
 */
export async function withTransactionLocks<T>(
  db: Db,
  keys: string[],
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, keys);
    return work(tx);
  });
}

/**
 * Takes the transaction-level advisory locks on `keys` in a transaction already open (a write's,
 * docs/server.md "Doors"), in the given order; they are held until it commits or rolls back.
 */
export async function lockForTransaction(tx: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  }
}
