import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Db } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed 64-bit number; every node of this application agrees on it. */
const MIGRATION_LOCK_KEY = 7_340_512_001;

const pgliteRuns = new WeakMap<PGlite, Promise<void>>();

/**
 * Applies pending migrations. On PostgreSQL several nodes may start at once, so the work runs
 * while one connection holds a session advisory lock (docs/database.md).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    // One process owns a PGlite directory; its callers are queued instead of locked.
    const previous = pgliteRuns.get(database.client) ?? Promise.resolve();
    const run = previous
      .catch(() => {})
      .then(() => migratePglite(database.db, { migrationsFolder }));
    pgliteRuns.set(database.client, run);
    await run;
    return;
  }
  const lockClient = await database.pool.connect();
  let failure: Error | undefined;
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db, { migrationsFolder });
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is destroyed, so a held lock never returns to the pool.
    lockClient.release(failure);
  }
}

/** How many migrations this checkout holds (drizzle-kit's journal). */
export async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied, as drizzle records them. */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  // Both drivers answer `{ rows }`.
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}
