import { wallClockOf } from '@console/contract/time-zone';
// Calendar days in a merchant's time zone (docs/home.md "The merchant's days"): an IANA zone such
// as Asia/Shanghai. PostgreSQL buckets orders by the same rule (`merchant_day`, migration 0017).

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Per zone, per UTC hour: its offset in ms, or null when the clock changes within that hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
const offsetAt = (instant: number, timeZone: string) =>
  wallClockOf(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * `YYYY-MM-DD HH:mm:ss` as `timeZone`'s wall clock shows `instant` (the CSV exports' times,
 * docs/orders.md "CSV"). A million rows: asking Intl for every time costs ~9 µs, so the offset
 * is kept per UTC hour (an hour in which the clock changes is asked each time).
 */
export function zonedDateTime(instant: number, timeZone: string): string {
  let hours = hourOffsets.get(timeZone);
  if (!hours) hourOffsets.set(timeZone, (hours = new Map()));
  const hour = Math.floor(instant / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = offsetAt(hour * HOUR_MS, timeZone);
    offset = first === offsetAt((hour + 1) * HOUR_MS - 1000, timeZone) ? first : null;
    if (hours.size >= 100_000) hours.clear();
    hours.set(hour, offset);
  }
  const wall = instant + (offset ?? offsetAt(instant, timeZone));
  return new Date(wall - (wall % 1000)).toISOString().slice(0, 19).replace('T', ' ');
}

/** The merchant's calendar day (`YYYY-MM-DD`) that `instant` falls on. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Date(wallClockOf(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a calendar day starts in `timeZone`: its local midnight (or, where a clock change
 * skips midnight, the first instant of that day).
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let start = midnight - (wallClockOf(midnight, timeZone) - midnight);
  // The offset at the guess may differ from the offset at the day's start: correct once.
  start = midnight - (wallClockOf(start, timeZone) - start);
  if (zonedDay(new Date(start), timeZone) < date) start += 60 * 60 * 1000;
  return new Date(start);
}

/** The instant the day after `date` starts: the end (exclusive) of a range ending on `date`. */
export function zonedDayEnd(date: string, timeZone: string): Date {
  return zonedDayStart(addDays(date, 1), timeZone);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
