import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client.ts';

/** The database a bench URL names, refused unless the name says it is a bench's to wipe. */
function benchDatabaseName(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/bench/i.test(name) || !/^[\w-]+$/.test(name)) {
    throw new Error(
      `DATABASE_URL names database "${name}"; a bench wipes its database, so use one whose name contains "bench" (e.g. .../bench_orders)`,
    );
  }
  return name;
}

/** The server's `postgres` database, from which a bench's database is created and dropped. */
function adminDatabase(url: string) {
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  return createDatabase({ databaseUrl: adminUrl.toString(), dataDir: '' });
}

/**
 * PostgreSQL for a bench: creates the database named by `url` if missing and empties it (schemas
 * dropped). It wipes, so it refuses a database whose name does not contain "bench".
 */
export async function prepareBenchDatabase(url: string): Promise<void> {
  const name = benchDatabaseName(url);
  const admin = await adminDatabase(url);
  try {
    const found = await admin.db.execute(sql`select 1 from pg_database where datname = ${name}`);
    if (found.rows.length === 0) {
      await admin.db.execute(sql.raw(`create database "${name}"`));
      console.warn(`created database ${name}`);
    }
  } finally {
    await admin.close();
  }
  const bench = await createDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await bench.db.execute(sql`drop schema if exists drizzle cascade`);
    await bench.db.execute(sql`drop schema if exists public cascade`);
    await bench.db.execute(sql`create schema public`);
  } finally {
    await bench.close();
  }
}

/**
 * A bench cleans up after itself: its database (the seeded rows, a gigabyte for bench:orders'
 * million orders) is dropped when it ends, pass or fail, or is interrupted.
 */
export async function dropBenchDatabase(url: string, options = { force: false }): Promise<void> {
  const name = benchDatabaseName(url);
  const admin = await adminDatabase(url);
  try {
    // At the end PostgreSQL waits a few seconds for the bench's closing connections; on Ctrl-C
    // FORCE cuts them, whatever they run (PostgreSQL 13+).
    const force = options.force ? ' with (force)' : '';
    await admin.db.execute(sql.raw(`drop database if exists "${name}"${force}`));
    console.warn(`dropped database ${name}`);
  } finally {
    await admin.close();
  }
}
