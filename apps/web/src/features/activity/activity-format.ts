import { t } from '../../lib/i18n/i18n';

/** null capacity = unlimited places. */
export function formatCapacity(capacity: number | null): string {
  return capacity === null ? t('activity.unlimited') : String(capacity);
}
