import type { SystemUser, UserSortKey } from '@console/contract/system-users';
import { Avatar, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { ConfirmDelete } from '../confirm-delete';
import { RowLink } from '../row-link';

type Options = {
  sortable: (key: UserSortKey) => object;
  canWrite: boolean;
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => Promise<unknown>;
};

/** spec §3 demo user: avatar, name, account, contact, gender, status, roles, days. */
export function useUserColumns({ sortable, canWrite, onEdit, onDelete }: Options) {
  const { t } = useTranslation();
  const columns: TableColumnsType<SystemUser> = [
    { title: t('system.user.id'), dataIndex: 'id', width: 80, ...sortable('id') },
    {
      title: t('system.user.name'),
      dataIndex: 'name',
      width: 160,
      ...sortable('name'),
      render: (_, user) => (
        <Space data-testid={`user-${user.id}`}>
          <Avatar src={user.avatar || undefined} size="small">
            {user.name.slice(0, 1)}
          </Avatar>
          {user.name}
        </Space>
      ),
    },
    { title: t('system.user.account'), dataIndex: 'account', width: 130, ...sortable('account') },
    { title: t('system.user.phone'), dataIndex: 'phone', width: 130 },
    { title: t('system.user.mail'), dataIndex: 'mail', width: 220, ellipsis: true },
    {
      title: t('system.user.gender'),
      dataIndex: 'gender',
      width: 80,
      render: (gender: SystemUser['gender']) => (gender ? t(`system.gender.${gender}`) : '—'),
    },
    {
      title: t('system.user.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: SystemUser['status']) => (
        <Tag color={status === 1 ? 'green' : 'default'}>{t(`system.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('system.user.roles'),
      dataIndex: 'role',
      width: 200,
      render: (roles: string[]) => roles.map((role) => <Tag key={role}>{role}</Tag>),
    },
    {
      title: t('system.user.birthday'),
      dataIndex: 'birthday',
      width: 120,
      ...sortable('birthday'),
      render: (birthday: string | null) => birthday ?? '—',
    },
    {
      title: t('system.user.date'),
      dataIndex: 'date',
      width: 180,
      ...sortable('date'),
      render: (date: string) => formatDateTime(date),
    },
  ];
  if (!canWrite) return columns;
  return [
    ...columns,
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, user) => (
        <Space size={0}>
          <RowLink onClick={() => onEdit(user)} testId={`user-edit-${user.id}`}>
            {t('system.edit')}
          </RowLink>
          <ConfirmDelete
            link
            title={t('system.user.deleteOne', { name: user.name })}
            blocked={user.ownsMerchant && t('system.user.ownsMerchantHint')}
            onConfirm={() => onDelete(user)}
            testId={`user-delete-${user.id}`}
          />
        </Space>
      ),
    },
  ] satisfies TableColumnsType<SystemUser>;
}
