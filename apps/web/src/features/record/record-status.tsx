import type { MerchantRecord } from '@console/contract/merchant-records';
import { Alert, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEP = { draft: 0, pending: 1, approved: 2, rejected: 2 } as const;

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
      <Steps
        size="small"
        current={STEP[status]}
        status={status === 'rejected' ? 'error' : status === 'approved' ? 'finish' : 'process'}
        items={[
          { title: t('recordPage.step.draft') },
          { title: t('recordPage.step.pending') },
          { title: decided },
        ]}
        style={{ marginBottom: 16 }}
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
