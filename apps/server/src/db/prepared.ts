import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * Each named statement takes memory in every PostgreSQL connection that ran it. Filters combine
 * into many shapes, so past this many names a new one runs unnamed (planned each time).
 */
export const MAX_PREPARED = 300;

/**
 * A statement built once per database handle and run as a named prepared statement
 * (docs/database.md "Prepared statements"): Drizzle does not rebuild its SQL on every call, and
 * PostgreSQL parses and plans it once per connection instead of once per request. Values are
 * Drizzle placeholders (`sql.placeholder`), given to `execute`.
 *
 * `name` must identify the SQL exactly: one name, one text, for the life of the process
 * (PostgreSQL keeps at most 63 bytes of it). A handle is a database or a pool, never a
 * transaction: those are built and prepared for their one use.
 */
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement !== undefined) return statement;
  if (Buffer.byteLength(name) > 63) throw new Error(`statement name too long: ${name}`);
  // An empty name is node-postgres's unnamed statement.
  if (statements.size >= MAX_PREPARED) return build('');
  statement = build(name);
  statements.set(name, statement);
  return statement;
}
