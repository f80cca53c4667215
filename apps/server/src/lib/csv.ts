import { sql, type SQL } from 'drizzle-orm';
import { zoneOffsetMinutes } from '@console/contract/time-zone';
import { zonedDateTime, zonedDay } from './zoned-day.ts';

// CSV as the exports write it (docs/orders.md "CSV"): UTF-8 with BOM, CRLF rows, RFC 4180
// quoting, and cells that cannot run as spreadsheet formulas.
export const CSV_BOM = '\uFEFF';

/**
 * `orders-20261127.csv`: the export's name carries the merchant's day at `now` in its zone
 * (docs/web.md "Dates and time zones"), not the server's or UTC's day.
 */
export const csvFileName = (prefix: string, now: Date, timeZone: string) =>
  `${prefix}-${zonedDay(now, timeZone).replaceAll('-', '')}.csv`;

/** "+08:00" for 480 minutes. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * What the time columns' headers say their times are (docs/orders.md "CSV"): the merchant's
 * zone and its offset, "Asia/Shanghai, UTC+08:00"; a zone with daylight saving names both of
 * `now`'s year, "America/New_York, UTC-05:00/-04:00".
 */
export function csvZoneLabel(timeZone: string, now: Date): string {
  const year = now.getUTCFullYear();
  const offsets = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)]
    .map((instant) => zoneOffsetMinutes(instant, timeZone))
    .sort((a, b) => a - b);
  const [winter, summer] = offsets.map(offsetText);
  return `${timeZone}, UTC${winter}${offsets[0] === offsets[1] ? '' : `/${summer}`}`;
}

/** An ISO instant as the merchant's `YYYY-MM-DD HH:mm:ss` in a CSV, '' for none. */
export const csvTime = (iso: string | null, timeZone: string) =>
  iso ? zonedDateTime(Date.parse(iso), timeZone) : '';

/** Cents as yuan with two decimals, exact for any integer (no floating point). */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One CSV cell. A cell starting with = + - @ (or tab / CR) would run as a formula in a
 * spreadsheet: it gets a leading single quote (OWASP CSV injection). Quotes, commas and line
 * breaks put the cell in double quotes, inner quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of cells. */
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * `csvCell` as SQL, for an export whose lines the database writes (docs/trail.md "The API": a
 * million rows then make one string each in JavaScript instead of a dozen). The same two rules,
 * on `value`, a non-null text column of a subquery (it is read several times).
 */
export function csvCellSql(value: SQL): SQL {
  const safe = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end)`;
  return sql`(case when strpos(${safe}, '"') + strpos(${safe}, ',') + strpos(${safe}, chr(13)) + strpos(${safe}, chr(10)) > 0 then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`;
}
