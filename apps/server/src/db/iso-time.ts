import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DecodedColumn } from './prepared.ts';

/** PostgreSQL's text of a timestamptz in a UTC session: `2026-11-23 23:40:40.375+00`. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 text `Date#toISOString` writes for a timestamptz cell (milliseconds; further
 * digits dropped, as JavaScript's date parsing drops them), from PostgreSQL's UTC text without
 * a Date: a list page of 20 orders has ~70 times, and a Date made and written out for each
 * cost more than the rest of its row (docs/orders.md "Floor"). Any other text (a session in another
 * time zone, a year past 9999) goes through the column's own Date, as before.
 */
export function isoTime<C extends PgColumn & { _: { columnType: 'PgTimestamp'; data: Date } }>(
  column: C,
): DecodedColumn<C, string> {
  return {
    column,
    decode: (text) => {
      const utc = UTC_TEXT.exec(text);
      if (!utc) return (column.mapFromDriverValue(text) as Date).toISOString();
      const milliseconds = utc[3] === undefined ? '000' : `${utc[3]}00`.slice(0, 3);
      return `${utc[1]}T${utc[2]}.${milliseconds}Z`;
    },
  };
}
