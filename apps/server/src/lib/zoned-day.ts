// Calendar days in a merchant's time zone (issue 16, docs/home.md): an IANA zone such as
// Asia/Shanghai. PostgreSQL buckets orders by the same rule (`merchant_day`, migration 0017).

const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of `instant` in `timeZone`, as if they were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

const HOUR_MS = 60 * 60 * 1000;
/** Per zone, per UTC hour: its offset in ms, or null when the clock changes within that hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
const offsetAt = (instant: number, timeZone: string) =>
  wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000;

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

/** Minutes `timeZone` is ahead of UTC at `instant` (480 for Asia/Shanghai). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** Whether `timeZone` is a zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The merchant's calendar day (`YYYY-MM-DD`) that `instant` falls on. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant a calendar day starts in `timeZone`: its local midnight (or, where a clock change
 * skips midnight, the first instant of that day).
 */
export function zonedDayStart(date: string, timeZone: string): Date {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let start = midnight - (wallClock(midnight, timeZone) - midnight);
  // The offset at the guess may differ from the offset at the day's start: correct once.
  start = midnight - (wallClock(start, timeZone) - start);
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
