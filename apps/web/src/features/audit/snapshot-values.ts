import type { AuditKind } from '@console/contract/audit';
import { formatDateTime } from '../../lib/format-date';
import { t } from '../../lib/i18n/i18n';

const EMPTY = '—';
const ACTIVITY_TIMES = new Set(['startAt', 'endAt', 'signupDeadline']);

/** A choice's name in the current language, or the stored value when the key is unknown. */
const choice = (prefix: string, value: unknown) =>
  t(`${prefix}.${String(value)}` as 'activity.category.other', { defaultValue: String(value) });

/** Integer cents as yuan; 0 = free (docs/api.md "Activities"). */
const price = (cents: number) =>
  cents === 0 ? t('activity.free') : `¥${(cents / 100).toFixed(2)}`;

function activityValue(field: string, raw: unknown): string | undefined {
  if (field === 'capacity') return raw === null ? t('activity.unlimited') : undefined;
  if (raw === null || raw === undefined || raw === '') return EMPTY;
  if (field === 'category') return choice('activity.category', raw);
  if (field === 'mode') return choice('activity.mode', raw);
  if (field === 'priceCents' && typeof raw === 'number') return price(raw);
  if (ACTIVITY_TIMES.has(field) && typeof raw === 'string') return formatDateTime(raw);
  return undefined;
}

/** One snapshot field as text to read: choices named, times and amounts formatted. */
export function formatValue(kind: AuditKind, field: string, raw: unknown): string {
  const formatted = kind === 'activity' ? activityValue(field, raw) : undefined;
  if (formatted !== undefined) return formatted;
  if (raw === null || raw === undefined || raw === '') return EMPTY;
  if (kind === 'record' && field === 'category') return choice('category', raw);
  if (kind === 'licence' && field === 'subjectType') return choice('licencePage.subject', raw);
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}
