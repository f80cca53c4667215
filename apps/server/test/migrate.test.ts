import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePgPool, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrate: false });
});
afterAll(() => testDatabase.drop());

/** Separate pools on PostgreSQL, like separate nodes; PGlite has a single connection. */
function starters(count: number): Database[] {
  const { database, url } = testDatabase;
  if (database.driver === 'pglite' || !url) return Array.from({ length: count }, () => database);
  return Array.from({ length: count }, () =>
    usePgPool(new pg.Pool({ connectionString: url, max: 2 })),
  );
}

describe('migrations', () => {
  it('bring an empty database up once even when several nodes start together', async () => {
    const nodes = starters(3);
    try {
      await Promise.all(nodes.map((node) => migrateDatabase(node)));
      await migrateDatabase(nodes[0]!);
    } finally {
      if (testDatabase.database.driver === 'pg')
        await Promise.all(nodes.map((node) => node.close()));
    }
    const { db } = testDatabase.database;
    const applied = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]).toEqual({ n: 1 });
    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'captchas',
      'login_attempts',
      'merchant_members',
      'merchants',
      'sessions',
      'users',
    ]);
  });
});
