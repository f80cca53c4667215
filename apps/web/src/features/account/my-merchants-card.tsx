import type { MyMerchant } from '@console/contract/account';
import { Button, Card, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog, toast } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format-date';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { useLeaveMerchant } from './api/leave-merchant';
import { useSetDefaultMerchant } from './api/set-default-merchant';
import { PermissionTags } from './permission-tags';

/** My merchants: choose the one sign-in opens, or leave one (never as its owner). */
export function MyMerchantsCard({ merchants }: { merchants: MyMerchant[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDefault = useSetDefaultMerchant();
  const leave = useLeaveMerchant();

  const makeDefault = async (merchant: MyMerchant) => {
    await setDefault.mutateAsync(merchant.isDefault ? null : merchant.id);
    toast.success(t('account.default.saved'));
  };

  // Leaving is destructive: it asks first (DESIGN §5).
  const leaveMerchant = async (merchant: MyMerchant) => {
    const confirmed = await confirmDialog({
      title: t('account.leave'),
      content: t('account.leave.confirm', { name: merchant.name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await leave.mutateAsync(merchant.id);
    toast.success(t('account.leave.done', { name: merchant.name }));
  };

  const columns: PlainColumn<MyMerchant>[] = [
    {
      title: t('account.merchant'),
      key: 'name',
      render: (_, merchant) => (
        <Space size={4} wrap>
          <span>{merchant.name}</span>
          {merchant.isDefault ? <Tag color="green">{t('account.default')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: t('members.role'),
      dataIndex: 'role',
      width: 110,
      render: (role: MyMerchant['role']) => t(`members.role.${role}`),
    },
    {
      title: t('members.permissions'),
      key: 'permissions',
      render: (_, merchant) => <PermissionTags role={merchant.role} keys={merchant.permissions} />,
    },
    {
      title: t('account.joined'),
      dataIndex: 'joinedAt',
      width: 170,
      render: (joinedAt: string) => formatDateTime(joinedAt),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      fixed: 'right',
      render: (_, merchant) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => void makeDefault(merchant).catch(() => undefined)}
            data-testid={`account-default-${merchant.id}`}
          >
            {merchant.isDefault ? t('account.default.clear') : t('account.default.set')}
          </Button>
          {merchant.role === 'owner' ? null : (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => void leaveMerchant(merchant).catch(() => undefined)}
              data-testid={`account-leave-${merchant.id}`}
            >
              {t('account.leave')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('userCenter.merchants')}>
      {merchants.length === 0 ? (
        <Empty description={t('account.merchants.empty')} data-testid="account-no-merchants">
          <Button type="primary" onClick={() => void navigate('/record')}>
            {t('layout.merchant.supplement')}
          </Button>
        </Empty>
      ) : (
        <PlainTable<MyMerchant>
          rowKey="id"
          columns={columns}
          dataSource={merchants}
          emptyText={t('account.merchants.empty')}
          pageSize={false}
          scroll={{ x: 760 }}
          data-testid="account-merchants"
        />
      )}
    </Card>
  );
}
