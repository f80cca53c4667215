import { DATE_FORMAT } from '@console/contract/constants';
import { useCallback } from 'react';
import { formatInZone, zoneNoteOf } from '../format-date';
import { useMerchantContext } from './merchant-context';

/** A merchant time as text: `(value, format)`; the zone's offset follows when it is not the browser's. */
export type MerchantTime = (value: string, format?: string) => string;

/** A format that shows a time of day, not only a date (a day needs no offset). */
const showsClock = (format: string) => /[Hhms]/.test(format);

/**
 * Merchant data in the current merchant's zone (docs/web.md "Dates and time zones"): the
 * formatter to use for orders, customers, reviews, chat, sessions. Where the browser's zone
 * differs at that instant, the offset follows: "2026-11-27 05:05:12 (UTC+08:00)". Until the
 * merchant's context is read (or without a merchant) the browser's zone, without a note.
 */
export function useMerchantTime(): MerchantTime {
  const timeZone = useMerchantTimeZone();
  return useCallback(
    (value: string, format: string = DATE_FORMAT) => {
      const text = formatInZone(value, timeZone, format);
      const note = showsClock(format) ? zoneNoteOf(value, timeZone) : null;
      return note ? `${text} (${note})` : text;
    },
    [timeZone],
  );
}

/** The current merchant's zone (an IANA name), null until known or without a merchant. */
export function useMerchantTimeZone(): string | null {
  return useMerchantContext()?.timeZone ?? null;
}

/**
 * For the narrow places (a chat bubble's HH:mm, a list's date over time): the time without the
 * note, and a tooltip with the full time and its offset when the browser's zone differs.
 */
export function useCompactMerchantTime() {
  const timeZone = useMerchantTimeZone();
  const full = useMerchantTime();
  return useCallback(
    (value: string, format: string) => ({
      text: formatInZone(value, timeZone, format),
      title: zoneNoteOf(value, timeZone) === null ? undefined : `${full(value)} ${timeZone}`,
    }),
    [timeZone, full],
  );
}
