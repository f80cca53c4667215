import { useQuery } from '@tanstack/react-query';
import { RECORD_MOVES, type RecordStatus } from '@console/contract/merchant-records';
import { Descriptions, Empty } from 'antd';
import { LazyResult } from '../../lib/lazy-result';
import { PlainCard } from '../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { useMerchantContext } from '../../lib/merchant/merchant-context';
import { recordsQuery } from '../../lib/api/list-records';
import { shownRecord } from './shown-record';
import { AuditStatusTag } from './audit-status-tag';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';
import { PlainSkeleton } from '../../lib/plain-skeleton';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '-');

/** The onboarding record of this page's merchant: status, times, last decision and reason. */
export function RecordAuditCard() {
  const { t } = useTranslation();
  const records = useQuery({ ...recordsQuery(), staleTime: 0 });
  const merchantId = useMerchantId();
  const latest = records.data && shownRecord(records.data, merchantId);
  const merchant = useMerchantContext();

  let body;
  if (records.isError) body = <LazyResult status="warning" title={t('shopInfo.loadError')} />;
  else if (records.isPending) body = null;
  else if (!latest && merchant?.role === 'member') {
    // A staff member has no record of their own: the merchant's is its owner's to keep.
    body = <Empty description={t('shopInfo.record.ownerKeeps')} />;
  } else if (!latest) {
    body = (
      <Empty description={t('shopInfo.record.none')}>
        <Link to="/record">{t('shopInfo.record.start')}</Link>
      </Empty>
    );
  } else {
    body = (
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('shopInfo.record.name')}>
          {latest.name || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('shopInfo.status')}>
          <AuditStatusTag status={latest.status} testId="record-status" />
        </Descriptions.Item>
        <Descriptions.Item label={t('shopInfo.submittedAt')}>
          {dateOrDash(latest.submittedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('shopInfo.decidedAt')}>
          {dateOrDash(latest.decidedAt)}
        </Descriptions.Item>
        {latest.rejectReason && (
          <Descriptions.Item label={t('shopInfo.reason')}>
            <span data-testid="record-reason">{latest.rejectReason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    );
  }

  // The form is offered where a record's `update` move starts (contract RECORD_MOVES).
  const canEdit =
    !!latest && (RECORD_MOVES.update.from as readonly RecordStatus[]).includes(latest.status);
  return (
    <PlainCard
      title={t('shopInfo.record.title')}
      data-testid="record-audit-card"
      extra={canEdit && <Link to="/record">{t('shopInfo.record.edit')}</Link>}
    >
      {records.isPending ? <PlainSkeleton active title={false} paragraph={{ rows: 4 }} /> : body}
    </PlainCard>
  );
}
