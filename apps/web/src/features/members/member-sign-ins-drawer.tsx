import { ReloadOutlined } from '@ant-design/icons';
import type { MemberSignIn } from '@console/contract/member-sign-ins';
import type { MerchantMember } from '@console/contract/merchants';
import { Button, Drawer, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '../../lib/lazy-result';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { useMemberSignIns } from './api/list-member-sign-ins';

type Props = { member: MerchantMember | null; onClose: () => void };

/**
 * A member's last sign-ins, for the owner (docs/auth.md "Sign-ins"): when, on the merchant's
 * clock (docs/web.md "Dates and time zones"), from where, with which browser, how.
 */
export function MemberSignInsDrawer({ member, onClose }: Props) {
  const { t } = useTranslation();
  const isNarrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={member ? t('members.signIns.title', { name: member.nickname }) : undefined}
      size={isNarrow ? '100%' : 820}
      destroyOnHidden
      closable={{ 'aria-label': t('members.signIns.close') }}
      data-testid="member-sign-ins-drawer"
    >
      {member && <SignInsTable userId={member.userId} />}
    </Drawer>
  );
}

function SignInsTable({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const merchantTime = useMerchantTime();
  const signIns = useMemberSignIns(userId);
  const columns: PlainColumn<MemberSignIn>[] = [
    {
      title: t('members.signIns.at'),
      dataIndex: 'at',
      width: 200,
      render: (at: string) => merchantTime(at),
    },
    { title: t('members.signIns.ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('members.signIns.browser'),
      dataIndex: 'browser',
      render: (browser: string) => browser || '—',
    },
    {
      title: t('members.signIns.method'),
      dataIndex: 'method',
      width: 110,
      render: (method: MemberSignIn['method']) => t(`members.signIns.method.${method}`),
    },
    {
      title: t('members.signIns.secondFactor'),
      dataIndex: 'secondFactor',
      width: 130,
      render: (factor: MemberSignIn['secondFactor']) =>
        t(`members.signIns.secondFactor.${factor ?? 'none'}`),
    },
  ];
  if (signIns.isError) {
    return (
      <LazyResult
        status="warning"
        title={t('members.signIns.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void signIns.refetch()}>
            {t('common.retry')}
          </Button>
        }
        data-testid="member-sign-ins-error"
      />
    );
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t('members.signIns.hint')}</Typography.Paragraph>
      <PlainTable<MemberSignIn>
        rowKey="id"
        columns={columns}
        dataSource={signIns.data ?? []}
        loading={signIns.isPending}
        emptyText={t('members.signIns.empty')}
        pageSize={20}
        size="middle"
        scroll={{ x: 720 }}
        data-testid="member-sign-ins-table"
      />
    </>
  );
}
