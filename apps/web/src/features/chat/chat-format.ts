import { dayInZone, formatInZone } from '../../lib/format-date';

/**
 * A list time: the clock today, else the date; days and clock are the merchant's `timeZone`
 * (null: the browser's), docs/web.md "Dates and time zones".
 */
export function formatListTime(iso: string, now: Date, timeZone: string | null): string {
  const sameDay = dayInZone(iso, timeZone) === dayInZone(now, timeZone);
  return formatInZone(iso, timeZone, sameDay ? 'HH:mm' : 'MM-DD HH:mm');
}

/** How long the customer has waited, in whole minutes, hours or days. */
export function waitedFor(since: string, now: number = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes } as const;
  if (minutes < 24 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) } as const;
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) } as const;
}

/**
 * A waiting conversation's time left until its response target, or how far past it, in business
 * minutes (docs/chat.md "Response targets"): whole minutes, hours or days of open time.
 */
export function dueText(minutesLeft: number) {
  const overdue = minutesLeft < 0;
  const minutes = Math.abs(minutesLeft);
  const unit = minutes < 60 ? 'minutes' : minutes < 24 * 60 ? 'hours' : 'days';
  const count =
    unit === 'minutes'
      ? minutes
      : unit === 'hours'
        ? Math.floor(minutes / 60)
        : Math.floor(minutes / (24 * 60));
  return { key: `chat.list.${overdue ? 'overdue' : 'left'}.${unit}` as const, count, overdue };
}
