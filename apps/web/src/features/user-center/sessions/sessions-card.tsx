import type { AccountSession } from '@console/contract/account-sessions';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { LazyResult } from '../../../lib/lazy-result';
import { PlainCard } from '../../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../../lib/feedback';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { PlainTable, type PlainColumn } from '../../../lib/table/plain-table';
import { useSessions } from './list-sessions';
import { useRevokeOtherSessions, useRevokeSession } from './revoke-sessions';

/** /setting/account: my signed-in devices; signing one out asks first (DESIGN §5). */
export function SessionsCard() {
  const { t } = useTranslation();
  // Sessions are the user's, shown on the current merchant's clock (docs/web.md "Dates and time zones").
  const merchantTime = useMerchantTime();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const ask = (content: string) =>
    confirmDialog({
      title: t('sessions.revoke'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      danger: true,
    });

  const signOut = async (session: AccountSession) => {
    if (!(await ask(t('sessions.revoke.confirm')))) return;
    await revoke.mutateAsync(session.id);
    toast.success(t('sessions.revoked'));
  };

  const signOutOthers = async () => {
    if (!(await ask(t('sessions.revokeOthers.confirm')))) return;
    const count = await revokeOthers.mutateAsync();
    toast.success(t('sessions.revokedOthers', { count }));
  };

  const columns: PlainColumn<AccountSession>[] = [
    {
      title: t('sessions.browser'),
      key: 'browser',
      render: (_, session) => (
        <span>
          {session.browser || '—'}{' '}
          {session.current ? <Tag color="green">{t('sessions.current')}</Tag> : null}
        </span>
      ),
    },
    { title: t('sessions.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('sessions.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => merchantTime(at),
    },
    {
      title: t('sessions.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 170,
      render: (at: string) => merchantTime(at),
    },
    {
      title: t('sessions.expiresAt'),
      dataIndex: 'expiresAt',
      width: 170,
      render: (at: string) => merchantTime(at),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, session) =>
        session.current ? null : (
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void signOut(session).catch(() => undefined)}
            data-testid={`session-revoke-${session.id}`}
          >
            {t('sessions.revoke')}
          </Button>
        ),
    },
  ];

  const extra = (
    <Button
      danger
      disabled={others.length === 0}
      onClick={() => void signOutOthers().catch(() => undefined)}
      data-testid="sessions-revoke-others"
    >
      {t('sessions.revokeOthers')}
    </Button>
  );

  return (
    <PlainCard title={t('sessions.title')} extra={extra} data-testid="sessions-card">
      {sessions.isError ? (
        <LazyResult
          status="warning"
          title={t('sessions.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void sessions.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="sessions-error"
        />
      ) : (
        <PlainTable<AccountSession>
          rowKey="id"
          columns={columns}
          dataSource={sessions.data ?? []}
          loading={sessions.isPending}
          emptyText={t('sessions.empty')}
          pageSize={20}
          scroll={{ x: 720 }}
          data-testid="sessions-table"
        />
      )}
    </PlainCard>
  );
}
