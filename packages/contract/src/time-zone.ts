import { z } from 'zod';

// Time zones (docs/home.md "The merchant's days"): the platform's days, a merchant's days, a user's
// own zone. A leaf of the contract: home.ts, merchants.ts and account-profile.ts all read it.

/** The platform's days, for operators, and every zone's default: China time (DESIGN §4). */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

/** An IANA time zone name this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock fields `timeZone` shows at `instant`, read as if they were UTC (milliseconds,
 * whole seconds): the one reading of a zone's clock that the console's dates and the server's
 * days and CSV times are built on (docs/web.md "Dates and time zones").
 */
export function wallClockOf(instant: number, timeZone: string): number {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, clock);
  }
  const part: Record<string, number> = {};
  for (const { type, value } of clock.formatToParts(new Date(instant))) {
    if (type !== 'literal') part[type] = Number(value);
  }
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** Minutes `timeZone` is ahead of UTC at `instant` (480 for Asia/Shanghai). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClockOf(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** An IANA zone name: a user's (account-profile.ts) or a merchant's days (merchants.ts). */
export const timeZoneField = z
  .string()
  .trim()
  .min(1, { error: 'account.timeZoneInvalid' })
  .max(64)
  // A name with a slash or UTC: Intl also takes offsets such as "+08:00", which are no zone.
  .refine((name) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name) && isTimeZone(name), {
    error: 'account.timeZoneInvalid',
  });
