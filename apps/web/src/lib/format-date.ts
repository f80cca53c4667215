import { DATE_FORMAT } from '@console/contract/constants';
import dayjs from 'dayjs';
import { t } from './i18n/i18n';

/** spec §9 default format; spec §5: an invalid date reads "无效日期" (invalid date). */
export function formatDateTime(
  value: Date | number | string,
  format: string = DATE_FORMAT,
): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : t('common.invalidDate');
}
