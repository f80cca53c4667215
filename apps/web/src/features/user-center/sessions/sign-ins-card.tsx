import type { SignInAttempt } from '@console/contract/account-sessions';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { LazyResult } from '../../../lib/lazy-result';
import { PlainCard } from '../../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { PlainTable, type PlainColumn } from '../../../lib/table/plain-table';
import { useSignIns } from './list-sessions';

/** /setting/account: my last password sign-ins, failed ones included. */
export function SignInsCard() {
  const { t } = useTranslation();
  // Sessions are the user's, shown on the current merchant's clock (docs/web.md "Dates and time zones").
  const merchantTime = useMerchantTime();
  const signIns = useSignIns();
  const columns: PlainColumn<SignInAttempt>[] = [
    {
      title: t('signIns.at'),
      dataIndex: 'at',
      width: 180,
      render: (at: string) => merchantTime(at),
    },
    { title: t('sessions.ip'), dataIndex: 'ip' },
    {
      title: t('signIns.result'),
      dataIndex: 'succeeded',
      width: 120,
      render: (succeeded: boolean) =>
        succeeded ? (
          <Tag color="green">{t('signIns.succeeded')}</Tag>
        ) : (
          <Tag color="red">{t('signIns.failed')}</Tag>
        ),
    },
  ];
  return (
    <PlainCard title={t('signIns.title')} data-testid="sign-ins-card">
      {signIns.isError ? (
        <LazyResult
          status="warning"
          title={t('signIns.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void signIns.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <PlainTable<SignInAttempt>
          rowKey="id"
          columns={columns}
          dataSource={signIns.data ?? []}
          loading={signIns.isPending}
          emptyText={t('signIns.empty')}
          pageSize={false}
          data-testid="sign-ins-table"
        />
      )}
    </PlainCard>
  );
}
