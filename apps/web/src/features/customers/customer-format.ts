import { DATE_FORMAT, MERCHANT_UTC_OFFSET_MINUTES } from '@console/contract/constants';
import { formatDateTime } from '../../lib/format-date';

/** Integer cents as yuan with two decimals. */
export const formatYuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

/** A time as the merchant's clock shows it (UTC+08:00), like the CSV; a dash when there is none. */
export function formatMerchantTime(value: string | null, format: string = DATE_FORMAT): string {
  if (value === null) return '—';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return formatDateTime(value, format);
  const shift = (MERCHANT_UTC_OFFSET_MINUTES + new Date(ms).getTimezoneOffset()) * 60_000;
  return formatDateTime(ms + shift, format);
}
