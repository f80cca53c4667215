import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteOptions, usePglite, usePgPool, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { pgliteTemplate, templateKey } from './pglite-template.ts';

export type TestDatabase = { database: Database; url: string | undefined; drop(): Promise<void> };

/** Any fixed 64-bit number: the test files of a run that make the template take turns. */
const TEMPLATE_LOCK_KEY = 7_340_512_002;

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * docs/database.md "Tests": a migrated database to copy, made once per migration set (its name
 * carries the key pglite-template.ts computes) and kept on the server between runs. Copying it
 * (`CREATE DATABASE … TEMPLATE`) takes a fraction of running the migrations in every file.
 * Parallel test files wait on an advisory lock while the first one makes it; it is only ever
 * named once complete (made under another name, then renamed), so a half-made one is never copied.
 */
async function pgTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const name = `console_template_${await templateKey()}`;
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await exists()) return name;
    // One a killed run left half made. Templates of other migration sets are left alone: another
    // checkout's run on the same server may be copying them.
    const making = `${name}_making`;
    await admin.query(`drop database if exists "${making}" with (force)`);
    await admin.query(`create database "${making}"`);
    // Two connections: the migrator holds one for its advisory lock and migrates on the other.
    const database = usePgPool(
      new pg.Pool({ connectionString: databaseUrl(adminUrl, making), max: 2 }),
      () => {},
    );
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${making}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
}

/**
 * A real PostgreSQL database of its own, created from TEST_DATABASE_URL (a copy of the migrated
 * template unless it is to start empty) and dropped after.
 */
async function createPgDatabase(adminUrl: string, migrated: boolean): Promise<TestDatabase> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = migrated ? ` template "${await pgTemplate(admin, adminUrl)}"` : '';
  await admin.query(`create database "${name}"${template}`);
  const url = new URL(databaseUrl(adminUrl, name));
  // Dropping WITH (FORCE) may cut connections the pool is still closing: expected here.
  const database = usePgPool(new pg.Pool({ connectionString: url.toString(), max: 5 }), () => {});
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Another connection pool to the same database, as a second server node has (max 2 connections
 * unless told). PGlite is one in-process database with a single connection: the same handle.
 */
export function separatePool(testDatabase: TestDatabase, max = 2): Database {
  const { database, url } = testDatabase;
  if (database.driver === 'pglite' || !url) return database;
  return usePgPool(new pg.Pool({ connectionString: url, max }), () => {});
}

/** A fresh, migrated database for one test file, on the driver the vitest project names. */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const shouldMigrate = options.migrate ?? true;
  const driver = process.env.TEST_DB_DRIVER ?? 'pglite';
  let testDatabase: TestDatabase;
  if (driver === 'pg') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_DRIVER=pg needs TEST_DATABASE_URL');
    testDatabase = await createPgDatabase(adminUrl, shouldMigrate);
  } else {
    const client = shouldMigrate
      ? new PGlite({ ...pgliteOptions, loadDataDir: await pgliteTemplate() })
      : new PGlite(pgliteOptions);
    await client.waitReady;
    const database = usePglite(client);
    testDatabase = { database, url: undefined, drop: () => database.close() };
  }
  // Both drivers start from a migrated template: this finds nothing left to apply, and fails
  // the file if the template missed a migration.
  if (shouldMigrate) await migrateDatabase(testDatabase.database);
  return testDatabase;
}
