import dayjs, { type Dayjs } from 'dayjs';
import { zoneOffsetMinutes } from '@console/contract/time-zone';
import { zoneWallClock } from './format-date';

// The date pickers pick a wall time in the merchant's zone (docs/web.md "Dates and time
// zones"). antd's pickers work on browser-local dayjs values: a picker's value holds the zone's
// wall clock in its fields (year … minute), and these two turn it into the instant and back.
// A null zone is the browser's own: the value is then the instant itself.

/** The ISO instant `value` as `timeZone`'s wall clock shows it, held as a picker's value. */
export function toZoneWallTime(value: string, timeZone: string | null): Dayjs {
  const date = dayjs(value);
  if (timeZone === null || !date.isValid()) return date;
  const wall = zoneWallClock(date.valueOf(), timeZone);
  // A wall time inside the browser's own daylight-saving gap cannot be held: an hour later.
  return dayjs(
    new Date(
      wall.year(),
      wall.month(),
      wall.date(),
      wall.hour(),
      wall.minute(),
      wall.second(),
      wall.millisecond(),
    ),
  );
}

/**
 * The ISO instant at which `timeZone`'s clock reads the picker value `wall`. A wall time the
 * zone skips (its daylight-saving gap) moves forward by the gap, as a clock would; one it shows
 * twice (when the clock goes back) is one of the two.
 */
export function fromZoneWallTime(wall: Dayjs, timeZone: string | null): string {
  if (timeZone === null) return wall.toISOString();
  const fields = Date.UTC(
    wall.year(),
    wall.month(),
    wall.date(),
    wall.hour(),
    wall.minute(),
    wall.second(),
    wall.millisecond(),
  );
  const offsetAt = (instant: number) => zoneOffsetMinutes(instant, timeZone) * 60_000;
  const first = fields - offsetAt(fields);
  if (offsetAt(first) === offsetAt(fields)) return new Date(first).toISOString();
  const second = fields - offsetAt(first);
  if (offsetAt(second) === offsetAt(first)) return new Date(second).toISOString();
  return new Date(Math.max(first, second)).toISOString();
}
