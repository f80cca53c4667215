import { sql } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { appliedMigrations } from '../db/migrate.ts';
import { snapshotPglite, type PgliteDatabase } from '../db/pglite-snapshot.ts';
import { localUploadFiles, type LocalUploadFile } from '../modules/uploads/index.ts';

/** What a backup records of the database it copied, read at the copy's own moment. */
export type SnapshotFacts = {
  takenAt: string;
  /** e.g. "PostgreSQL 18.6 (PGlite 0.5.16)": a data directory opens with that major version. */
  engine: string;
  /** Migrations applied (a checkout that knows fewer cannot run the copy). */
  migrations: number;
  /** The files under DATA_DIR/uploads the copy's rows name, each to copy and check. */
  uploads: LocalUploadFile[];
};

/** The PGlite directory as a tar, and its facts. */
export type Snapshot = { facts: SnapshotFacts; tar: Buffer };

async function engineOf(db: Db): Promise<string> {
  const result = await db.execute(sql`select version() as version`);
  const [row] = (result as unknown as { rows: { version: string }[] }).rows;
  return (row?.version ?? '').split(' on ')[0]!;
}

/** docs/operations.md "Backup and restore": one consistent copy of an open PGlite database. */
export async function takeSnapshot(database: PgliteDatabase): Promise<Snapshot> {
  const { tar, alongside: facts } = await snapshotPglite(database, async (tx) => ({
    takenAt: systemClock.now().toISOString(),
    engine: await engineOf(tx),
    migrations: await appliedMigrations(tx),
    uploads: await localUploadFiles(tx),
  }));
  return { facts, tar };
}
