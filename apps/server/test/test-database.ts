import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteOptions, usePglite, usePgPool, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { pgliteTemplate } from './pglite-template.ts';

export type TestDatabase = { database: Database; url: string | undefined; drop(): Promise<void> };

/** A real PostgreSQL database of its own, created from TEST_DATABASE_URL and dropped after. */
async function createPgDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
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
    testDatabase = await createPgDatabase(adminUrl);
  } else {
    const client = shouldMigrate
      ? new PGlite({ ...pgliteOptions, loadDataDir: await pgliteTemplate() })
      : new PGlite(pgliteOptions);
    await client.waitReady;
    const database = usePglite(client);
    testDatabase = { database, url: undefined, drop: () => database.close() };
  }
  if (shouldMigrate) await migrateDatabase(testDatabase.database);
  return testDatabase;
}
