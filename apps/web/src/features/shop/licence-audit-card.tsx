import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { LazyResult } from '../../lib/lazy-result';
import { PlainCard } from '../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { licenceQuery } from '../../lib/api/get-licence';
import { AuditStatusTag } from './audit-status-tag';
import { PlainSkeleton } from '../../lib/plain-skeleton';

/** The current merchant's signing licence: status, last decision and its reason. */
export function LicenceAuditCard({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ ...licenceQuery(merchantId), staleTime: 0 });
  const licence = query.data?.licence ?? null;

  return (
    <PlainCard
      title={t('shopInfo.licence.title')}
      data-testid="licence-audit-card"
      extra={<Link to="/account/license">{t('shopInfo.licence.open')}</Link>}
    >
      {query.isPending ? (
        <PlainSkeleton active title={false} paragraph={{ rows: 4 }} />
      ) : query.isError ? (
        <LazyResult status="warning" title={t('shopInfo.loadError')} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('shopInfo.status')}>
            <AuditStatusTag status={query.data?.status ?? 'none'} testId="licence-status" />
          </Descriptions.Item>
          {licence && (
            <Descriptions.Item label={t('shopInfo.submittedAt')}>
              {formatDateTime(licence.submittedAt)}
            </Descriptions.Item>
          )}
          {licence?.decidedAt && (
            <Descriptions.Item label={t('shopInfo.decidedAt')}>
              {formatDateTime(licence.decidedAt)}
            </Descriptions.Item>
          )}
          {licence?.rejectReason && (
            <Descriptions.Item label={t('shopInfo.reason')}>
              {licence.rejectReason}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </PlainCard>
  );
}
