import { z } from 'zod';

// Time zones (issue 16): the platform's days, a merchant's days, a user's own zone. A leaf of
// the contract: home.ts, merchants.ts and account-profile.ts all read it.

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
