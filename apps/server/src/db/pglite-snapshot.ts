import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

export type PgliteDatabase = Extract<Database, { driver: 'pglite' }>;

/**
 * A consistent copy of an open PGlite directory, taken by the process that holds it
 * (docs/operations.md "Backup and restore"). PGlite runs one statement at a time and queues
 * `query`, `exec` and `transaction` behind the transaction in progress, so inside this
 * transaction nothing else can run: `alongside` reads what must match the copy (the uploads it
 * lists), CHECKPOINT writes every committed change into the data files, and dumpDataDir reads
 * the directory at that very moment. Anything later waits, then runs as usual. The copy is the
 * directory as a plain tar (names start with "/"), read as PostgreSQL would find it after a
 * crash at that instant; its WAL carries whatever the checkpoint did not.
 */
export async function snapshotPglite<T>(
  database: PgliteDatabase,
  alongside: (tx: Db) => Promise<T>,
): Promise<{ tar: Buffer; alongside: T }> {
  return database.db.transaction(async (tx) => {
    const read = await alongside(tx);
    await tx.execute(sql`checkpoint`);
    // Uncompressed: the directory is read at once; compressing it is the caller's, after.
    const tar = await database.client.dumpDataDir('none');
    return { tar: Buffer.from(await tar.arrayBuffer()), alongside: read };
  });
}
