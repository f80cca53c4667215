import type { Opening } from './chat-targets.ts';
import { wallClockOf } from './time-zone.ts';

// Business time (docs/chat.md "Response targets"), shared by the server (deadlines) and the web
// (time left, counted live): a merchant's openings are wall-clock times of
// its zone, so a closed night, a weekend and a clock change are counted as the merchant lives
// them. Null hours: always open, every minute counts.

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The calendar day (`YYYY-MM-DD`) `timeZone` shows at `instant`. */
const zonedDay = (instant: Date, timeZone: string) =>
  new Date(wallClockOf(instant.getTime(), timeZone)).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** How far ahead a deadline is looked for: a target is at most a week of open time. */
const HORIZON_DAYS = 400;

/** The instant `timeZone`'s wall clock shows `HH:mm` on `date` (24:00: the next midnight). */
function wallInstant(date: string, time: string, timeZone: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE_MS;
  // The offset at the guess may differ from the offset at the answer (a clock change): once more.
  let instant = wall - (wallClockOf(wall, timeZone) - wall);
  instant = wall - (wallClockOf(instant, timeZone) - instant);
  return instant;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The open intervals of `date`, as instants, in order. */
function openOn(date: string, hours: readonly Opening[], timeZone: string): [number, number][] {
  const day = weekdayOf(date);
  return hours
    .filter((opening) => opening.day === day)
    .map((opening): [number, number] => [
      wallInstant(date, opening.open, timeZone),
      wallInstant(date, opening.close, timeZone),
    ])
    .filter(([from, to]) => from < to)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The instant `minutes` business minutes after `start`: counting only open time (a start in
 * closed time counts from the next opening). Null when no opening lies within the horizon.
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  hours: readonly Opening[] | null,
  timeZone: string,
): Date | null {
  if (hours === null) return new Date(start.getTime() + minutes * MINUTE_MS);
  let left = minutes * MINUTE_MS;
  let date = addDays(zonedDay(start, timeZone), -1);
  for (let n = 0; n < HORIZON_DAYS; n += 1, date = addDays(date, 1)) {
    for (const [from, to] of openOn(date, hours, timeZone)) {
      const begin = Math.max(from, start.getTime());
      if (begin >= to) continue;
      if (left <= to - begin) return new Date(begin + left);
      left -= to - begin;
    }
  }
  return null;
}

/**
 * Business minutes from `from` to `to` (negative when `to` is earlier): how long is left until a
 * deadline, or how far past it, in open time only. Whole minutes, rounded towards zero.
 */
export function businessMinutesBetween(
  from: Date,
  to: Date,
  hours: readonly Opening[] | null,
  timeZone: string,
): number {
  if (to < from) return -businessMinutesBetween(to, from, hours, timeZone);
  if (hours === null) return Math.floor((to.getTime() - from.getTime()) / MINUTE_MS);
  let open = 0;
  const last = zonedDay(to, timeZone);
  for (let date = addDays(zonedDay(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    for (const [start, end] of openOn(date, hours, timeZone)) {
      const overlap = Math.min(end, to.getTime()) - Math.max(start, from.getTime());
      if (overlap > 0) open += overlap;
    }
  }
  return Math.floor(open / MINUTE_MS);
}
