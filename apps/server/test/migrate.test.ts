import { readFile } from 'node:fs/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';
import { createTestDatabase, separatePool, type TestDatabase } from './test-database.ts';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase({ migrate: false });
});
afterAll(() => testDatabase.drop());

/** Separate pools on PostgreSQL, like separate nodes; PGlite has a single connection. */
function starters(count: number): Database[] {
  return Array.from({ length: count }, () => separatePool(testDatabase));
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
    const journal = JSON.parse(
      await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied.rows[0]).toEqual({ n: journal.entries.length });
    const tables = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable))
      .sort();
    expect(schemaTables).toContain('users');
    expect(tables.rows.map((row) => String(row.table_name)).sort()).toEqual(schemaTables);
  });
});
