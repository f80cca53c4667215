import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { LazyResult } from '../../lib/lazy-result';
import { useTranslation } from 'react-i18next';
import { useMyAccount } from './api/get-my-account';
import { MembershipCard } from './membership-card';
import { MyMerchantsCard } from './my-merchants-card';
import { PlainSkeleton } from '../../lib/plain-skeleton';

/** /account/mine (every signed-in member): me in the current merchant, and all my merchants. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const account = useMyAccount();

  if (account.isPending) {
    return (
      <Card data-testid="account-loading">
        <PlainSkeleton active />
      </Card>
    );
  }
  if (account.isError) {
    return (
      <Card>
        <LazyResult
          status="warning"
          title={t('account.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void account.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="account-error"
        />
      </Card>
    );
  }
  const { current, merchants } = account.data;
  return (
    <Flex vertical gap={16} data-testid="my-account">
      {current ? <MembershipCard membership={current} /> : null}
      <MyMerchantsCard merchants={merchants} />
    </Flex>
  );
}
