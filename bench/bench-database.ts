import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
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

/**
 * The database of one bench run, opened with the server's own config: PostgreSQL from
 * `databaseUrl` (created if missing, wiped) or, without it, PGlite in `dataDir` (emptied).
 */
export async function openBenchDatabase(input: {
  databaseUrl: string | undefined;
  dataDir: string;
  password: string;
}) {
  const { databaseUrl, dataDir } = input;
  if (!databaseUrl) {
    console.warn(
      'DATABASE_URL is not set: PGlite, not the headline figures (those need PostgreSQL)',
    );
    await rm(dataDir, { recursive: true, force: true });
  } else {
    await prepareBenchDatabase(databaseUrl);
    console.warn(`database: PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}), schema wiped`);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_PASSWORD: input.password,
    LOG_LEVEL: 'warn',
  });
  return { config, database: await createDatabase(config) };
}

/**
 * Ctrl-C during a bench: `stop` ends the load generator (a child process), the bench's database
 * (its connections cut, whatever they run) or data folder goes, then the process. A second
 * Ctrl-C leaves at once. Answers a reader of the cleanup under way, if any.
 */
export function cleanUpOnInterrupt(input: {
  databaseUrl: string | undefined;
  dataDir: string;
  stop: () => void;
}): () => Promise<void> | undefined {
  let interrupted: Promise<void> | undefined;
  process.once('SIGINT', () => {
    process.once('SIGINT', () => process.exit(130));
    input.stop();
    interrupted = (async () => {
      try {
        if (input.databaseUrl) await dropBenchDatabase(input.databaseUrl, { force: true });
        await rm(input.dataDir, { recursive: true, force: true });
      } finally {
        process.exit(130);
      }
    })();
  });
  return () => interrupted;
}
