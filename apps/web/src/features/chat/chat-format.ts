import { formatDateTime } from '../../lib/format-date';

/** Integer cents as yuan with two decimals. */
export const formatYuan = (cents: number): string => `¥${(cents / 100).toFixed(2)}`;

/** A list time: the clock today, else the date. */
export function formatListTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return formatDateTime(iso, sameDay ? 'HH:mm' : 'MM-DD HH:mm');
}

/** The day a message belongs to (the day separators). */
export const dayOf = (iso: string): string => formatDateTime(iso, 'YYYY-MM-DD');

/** How long the customer has waited, in whole minutes, hours or days. */
export function waitedFor(since: string, now: number = Date.now()) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes } as const;
  if (minutes < 24 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) } as const;
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) } as const;
}
