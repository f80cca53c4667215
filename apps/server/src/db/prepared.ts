import { sql, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * Each named statement takes memory in every PostgreSQL connection that ran it. Filters combine
 * into many shapes, so past this many names a new one runs unnamed (planned each time).
 */
const MAX_PREPARED = 300;

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

/** A column read by a decoder of its own instead of the column's (db/iso-time.ts). */
export type DecodedColumn<C extends PgColumn = PgColumn, T = unknown> = {
  column: C;
  decode: (cell: string) => T;
};
/** A computed cell (a subquery, an expression) with the decoder of what the driver parsed. */
type DecodedSql<T = unknown> = { expression: SQL; decode: (cell: unknown) => T };
type Selected = PgColumn | DecodedColumn | DecodedSql;
/** What a `preparedColumns` query selects: its columns and computed cells, by key. */
export type Selection = Record<string, PgColumn | SQL>;

/** A row of `preparedColumns`, typed as Drizzle would (nullable unless the column is not null). */
export type ColumnsRow<S extends Record<string, Selected>> = {
  [K in keyof S]: S[K] extends DecodedSql<infer T>
    ? T
    : S[K] extends DecodedColumn<infer C, infer T>
      ? C['_']['notNull'] extends true
        ? T
        : T | null
      : S[K] extends PgColumn
        ? GetColumnData<S[K]>
        : never;
};

/**
 * `prepared` for a select of plain columns, each row read from the driver's array by position
 * and decoded by its own column (or the decoder given with it), then `map`ped. Drizzle's
 * generic row mapper walks every cell's path and checks its kind per cell: ~130 µs of the
 * ~580 µs of CPU a list page of 20 orders took (docs/orders.md "Floor"). The
 * SQL is still Drizzle's: `query` selects the columns it is given, in their order. PGlite and
 * node-postgres alike. `planEachTime`: the SQL is built once but runs unnamed, planned for its
 * values each time (a substring's best plan depends on how many rows it matches).
 */
export function preparedColumns<S extends Record<string, Selected>, T>(
  db: Db,
  name: string,
  columns: S,
  query: (selection: Selection) => {
    toSQL(): { sql: string; params: unknown[] };
  },
  map: (row: ColumnsRow<S>) => T,
  options: { planEachTime?: boolean } = {},
): { execute(values?: Record<string, unknown>): Promise<T[]> } {
  return prepared(db, name, (named) => {
    const keys = Object.keys(columns);
    const selection: Selection = {};
    const decoders: ((cell: string) => unknown)[] = [];
    for (const key of keys) {
      const selected = columns[key]!;
      if ('expression' in selected) {
        selection[key] = selected.expression;
        decoders.push(selected.decode);
        continue;
      }
      const column = 'decode' in selected ? selected.column : selected;
      selection[key] = column;
      decoders.push(
        'decode' in selected ? selected.decode : (cell) => column.mapFromDriverValue(cell),
      );
    }
    // Cells arrive as the driver parsed them; times (the decoders' case) as text.
    const read = (cells: unknown[]) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const cell = cells[i];
        row[keys[i]!] = cell === null ? null : decoders[i]!(cell as string);
      }
      return map(row as ColumnsRow<S>);
    };
    return db._.session.prepareQuery<{ execute: T[]; all: unknown; values: unknown }>(
      query(selection).toSQL(),
      undefined,
      options.planEachTime ? '' : named,
      true,
      (rows) => rows.map(read),
    );
  });
}

/**
 * A LIMIT written into the statement's text (so the statement's name must include the number).
 * Drizzle binds a number as a parameter, and a generic plan (what a prepared statement runs after
 * a few executions) then assumes a tenth of the table: the order list hash-joined its page
 * against every order (measured: 4 requests/s). Knowing the 20 rows, it looks them up by key.
 * The type is Drizzle's; it renders any SQL it is given.
 */
export const literalLimit = (rows: number) =>
  sql.raw(String(Math.trunc(rows))) as unknown as number;
