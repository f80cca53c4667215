import { t } from '../../lib/i18n/i18n';

/** Integer cents as yuan with two decimals; 0 reads "Free" (docs/api.md "Activities": 0 = free). */
export function formatPrice(cents: number): string {
  if (cents === 0) return t('activity.free');
  return `¥${(cents / 100).toFixed(2)}`;
}

/** null capacity = unlimited places. */
export function formatCapacity(capacity: number | null): string {
  return capacity === null ? t('activity.unlimited') : String(capacity);
}
