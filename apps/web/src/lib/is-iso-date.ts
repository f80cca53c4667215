import { DATE_MAX, DATE_MIN } from '@console/contract/dates';

// Dates read from the URL, checked without zod: the pages that only read dates from the URL do
// not load the schema library (~23 KB gzip, docs/web.md "Delivery"). is-iso-date.test.ts holds
// each check to the zod schema it stands for.
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// RFC 3339 with seconds and a zone: `Z` or ±HH:MM (fractions of a second of any length).
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
const MIN_MS = Date.parse(`${DATE_MIN}T00:00:00.000Z`);
const MAX_MS = Date.parse(`${DATE_MAX}T23:59:59.999Z`);

/** A calendar day `YYYY-MM-DD` that exists (leap years included), as zod's `z.iso.date()`. */
export function isIsoDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * An instant the API accepts, as the contract's `isoDateTimeField()`: an existing day, a time
 * with seconds and an offset (zod's `z.iso.datetime({ offset: true })`), inside the API's range.
 */
export function isApiDateTime(value: string): boolean {
  const day = DATE_TIME.exec(value)?.[1];
  if (day === undefined || !isIsoDate(day)) return false;
  const ms = Date.parse(value);
  return ms >= MIN_MS && ms <= MAX_MS;
}
