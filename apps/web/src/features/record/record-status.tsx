import type { MerchantRecord } from '@console/contract/merchant-records';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordSteps, type StepState } from './record-steps';

const STEP = { draft: 0, pending: 1, approved: 2, rejected: 2 } as const;

/** The state of step `index` (0–2) for a record in `status`. */
function stepState(status: keyof typeof STEP, index: number): StepState {
  const current = STEP[status];
  if (index < current) return 'done';
  if (index > current) return 'wait';
  return status === 'rejected' ? 'error' : status === 'approved' ? 'finished' : 'current';
}

/** Where the record stands: steps, and an alert with the rejection reason (DESIGN §4). */
export function RecordStatus({ record }: { record: MerchantRecord | null }) {
  const { t } = useTranslation();
  const status = record?.status ?? 'draft';
  const decided =
    status === 'approved' || status === 'rejected'
      ? t(`recordPage.status.${status}`)
      : t('recordPage.step.decided');
  const rejectedDraft = status === 'draft' && record?.rejectReason;
  return (
    <div data-testid="record-status" data-status={status}>
      <RecordSteps
        steps={[t('recordPage.step.draft'), t('recordPage.step.pending'), decided].map(
          (title, index) => ({ title, state: stepState(status, index) }),
        )}
      />
      {status === 'pending' ? (
        <Alert type="info" showIcon title={t('recordPage.pendingHint')} />
      ) : null}
      {status === 'approved' ? (
        <Alert type="success" showIcon title={t('recordPage.approvedHint')} />
      ) : null}
      {status === 'rejected' || rejectedDraft ? (
        <Alert
          type="error"
          showIcon
          title={t('recordPage.rejectedTitle')}
          description={t('recordPage.rejectedHint', { reason: record?.rejectReason ?? '' })}
          data-testid="record-reject-reason"
        />
      ) : null}
    </div>
  );
}
