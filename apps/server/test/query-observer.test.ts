import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQueryObserver, type ObservedQuery } from '../src/db/query-observer.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** docs/operations.md "Metrics" and "Traces": both read every statement through this seam. */
describe('query observers', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  function watch() {
    const seen: { query: ObservedQuery; error: unknown; ended: number }[] = [];
    const stop = addQueryObserver((query) => {
      const entry = { query, error: undefined as unknown, ended: 0 };
      seen.push(entry);
      return (error) => {
        entry.ended += 1;
        entry.error = error;
      };
    });
    return { seen, stop };
  }

  it('sees each statement once, with its text and no parameters, ended once', async () => {
    const { seen, stop } = watch();
    const { db } = testDatabase.database;
    await db.execute(sql`select ${'secret-value'}::text as v`);
    stop();
    const mine = seen.filter((entry) => entry.query.sql.includes('as v'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.query.driver).toBe(testDatabase.database.driver);
    expect(mine[0]!.query.sql).not.toContain('secret-value');
    expect(mine[0]!.ended).toBe(1);
    expect(mine[0]!.error).toBeUndefined();
  });

  it("sees a transaction's statements and a failing statement's error", async () => {
    const { seen, stop } = watch();
    const { db } = testDatabase.database;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 as inside_transaction`);
    });
    await expect(db.execute(sql`select * from no_such_table_here`)).rejects.toThrow();
    stop();
    expect(seen.filter((e) => e.query.sql.includes('inside_transaction'))).toHaveLength(1);
    const failed = seen.filter((e) => e.query.sql.includes('no_such_table_here'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.ended).toBe(1);
    expect(failed[0]!.error).toBeInstanceOf(Error);
  });

  it('stops seeing statements once removed', async () => {
    const { seen, stop } = watch();
    stop();
    await testDatabase.database.db.execute(sql`select 2 as after_stop`);
    expect(seen).toHaveLength(0);
  });
});
