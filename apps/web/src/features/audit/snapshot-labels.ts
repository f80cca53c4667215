import type { AuditKind } from '@console/contract/audit';
import { useTranslation } from 'react-i18next';
import { REGION_ROW } from './snapshot-rows';

const RECORD_LABELS = new Set([
  'name',
  'category',
  'contactName',
  'contactMobile',
  'contactMail',
  REGION_ROW,
  'address',
  'creditCode',
  'legalPerson',
  'description',
]);

/** Snapshot fields named like the activity form's labels. */
const ACTIVITY_LABELS: Record<string, string> = {
  title: 'title',
  coverImageId: 'cover',
  category: 'category',
  summary: 'summary',
  description: 'description',
  mode: 'mode',
  [REGION_ROW]: 'region',
  address: 'address',
  link: 'link',
  startAt: 'startAt',
  endAt: 'endAt',
  signupDeadline: 'signupDeadline',
  capacity: 'capacity',
  priceCents: 'price',
};

/** The label of a snapshot field, as the form the submitter filled in names it. */
export function useFieldLabel(kind: AuditKind) {
  const { t } = useTranslation();
  return (name: string) => {
    if (kind === 'activity' && ACTIVITY_LABELS[name]) {
      return t(`activity.field.${ACTIVITY_LABELS[name]}` as 'activity.field.title');
    }
    // licence snapshots answer the ID and account numbers masked (DESIGN §6)
    const field = name.replace(/Masked$/, '');
    if (field === 'licenceImageId') return t('recordPage.licenceImage');
    if (RECORD_LABELS.has(field)) return t(`recordPage.${field}` as 'recordPage.name');
    return t(`auditPage.field.${field}` as 'auditPage.field.bankName', { defaultValue: field });
  };
}
