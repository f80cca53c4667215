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
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    return work(tx);
  });
}
