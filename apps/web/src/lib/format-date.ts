import { DATE_FORMAT } from '@console/contract/constants';
import { zoneOffsetMinutes } from '@console/contract/time-zone';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { t } from './i18n/i18n';

dayjs.extend(utc);

// One date formatter (docs/web.md "Dates and time zones"): merchant data in the merchant's
// zone (`lib/merchant/merchant-time.ts` binds it), platform data in the browser's.

/** spec §9 default format; spec §5: an invalid date reads "无效日期" (invalid date). */
export function formatDateTime(
  value: Date | number | string,
  format: string = DATE_FORMAT,
): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : t('common.invalidDate');
}

/** "UTC+08:00" for 480 minutes. */
function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The wall clock `timeZone` shows at `instant`, held in the fields of a UTC dayjs: what the
 * formatter prints and what a picker is filled with (zone-wall-time.ts).
 */
export function zoneWallClock(instant: number, timeZone: string): Dayjs {
  return dayjs.utc(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
}

/**
 * `value` as the wall clock of `timeZone` shows it (an IANA name), whatever the browser's;
 * null: the browser's own zone (formatDateTime).
 */
export function formatInZone(
  value: Date | number | string,
  timeZone: string | null,
  format: string = DATE_FORMAT,
): string {
  const date = dayjs(value);
  if (timeZone === null || !date.isValid()) return formatDateTime(value, format);
  return zoneWallClock(date.valueOf(), timeZone).format(format);
}

/** The day of `timeZone` (null: the browser's) that `value` falls on, as YYYY-MM-DD. */
export const dayInZone = (value: Date | number | string, timeZone: string | null): string =>
  formatInZone(value, timeZone, 'YYYY-MM-DD');

/**
 * The offset of `timeZone` at `value` ("UTC+08:00") when the browser's clock differs from it
 * there, else null: a time shown in a zone not the reader's says which.
 */
export function zoneNoteOf(value: Date | number | string, timeZone: string | null): string | null {
  const date = dayjs(value);
  if (timeZone === null || !date.isValid()) return null;
  const minutes = zoneOffsetMinutes(date.valueOf(), timeZone);
  return minutes === -date.toDate().getTimezoneOffset() ? null : offsetLabel(minutes);
}
