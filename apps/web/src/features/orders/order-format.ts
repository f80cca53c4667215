import { DATE_FORMAT, MERCHANT_UTC_OFFSET_MINUTES } from '@console/contract/constants';
import type { OrderStatus } from '@console/contract/orders';
import { formatDateTime } from '../../lib/format-date';

/**
 * An order time as the merchant's clock shows it (UTC+08:00), whatever the browser's zone: the
 * same figures as the CSV and the day filters (docs/orders.md "CSV").
 */
export function formatMerchantTime(value: string, format: string = DATE_FORMAT): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return formatDateTime(value, format);
  // Shifted so that the browser's local formatting prints UTC+08:00's wall-clock time.
  const shift = (MERCHANT_UTC_OFFSET_MINUTES + new Date(ms).getTimezoneOffset()) * 60_000;
  return formatDateTime(ms + shift, format);
}

/** Integer cents as yuan with two decimals. */
export function formatYuan(cents: number): string {
  return `¥${(cents / 100).toFixed(2)}`;
}

/** A mobile as the list shows it: 138****5678. One the server masked already stays as it is. */
export function maskMobile(mobile: string): string {
  if (mobile.includes('*') || mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending_payment: 'gold',
  paid: 'blue',
  completed: 'green',
  cancelled: 'default',
  refunding: 'orange',
  refunded: 'purple',
};
