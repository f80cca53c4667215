import type { SystemUser, UserSortKey } from '@console/contract/system-users';
import { Avatar, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlainColumn } from '../../../lib/table/plain-table';
import { ConfirmDelete } from '../confirm-delete';
import { RowLink } from '../row-link';
import { SecondLine, StackedTime } from '../two-line-cells';

const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

type Options = {
  sortable: (key: UserSortKey) => Pick<PlainColumn<never>, 'key' | 'sorter' | 'sortOrder'>;
  canWrite: boolean;
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => Promise<unknown>;
};

/**
 * spec §3 demo user: name over account (with the avatar), mobile over email, gender, status,
 * roles, days. Narrow enough that at 1,280 px every column shows beside the fixed actions column
 * (docs/system.md "Lists"); the table scrolls only on narrower screens.
 */
export const USER_TABLE_MIN_WIDTH = 880;

export function useUserColumns({ sortable, canWrite, onEdit, onDelete }: Options) {
  const { t } = useTranslation();
  const columns: PlainColumn<SystemUser>[] = [
    { title: t('system.user.id'), dataIndex: 'id', width: 56, ...sortable('id') },
    {
      title: t('system.user.name'),
      dataIndex: 'name',
      width: 148,
      ...sortable('name'),
      render: (_, user) => (
        <Flex gap={8} align="center" data-testid={`user-${user.id}`} style={{ minWidth: 0 }}>
          <Avatar src={user.avatar || undefined} size="small" style={{ flex: 'none' }}>
            {user.name.slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <div style={ELLIPSIS} title={user.name}>
              {user.name}
            </div>
            <SecondLine title={user.account}>{user.account}</SecondLine>
          </div>
        </Flex>
      ),
    },
    // The rest of the width (~110 px at 1,280 px).
    {
      title: t('system.user.contact'),
      dataIndex: 'phone',
      render: (_, user) => (
        <>
          <div style={ELLIPSIS}>{user.phone || '—'}</div>
          <SecondLine title={user.mail || undefined}>{user.mail || '—'}</SecondLine>
        </>
      ),
    },
    {
      title: t('system.user.gender'),
      dataIndex: 'gender',
      width: 68,
      render: (gender: SystemUser['gender']) => (gender ? t(`system.gender.${gender}`) : '—'),
    },
    {
      title: t('system.user.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: SystemUser['status']) => (
        <Tag color={status === 1 ? 'green' : 'default'}>{t(`system.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('system.user.roles'),
      dataIndex: 'role',
      width: 120,
      render: (roles: string[]) => (
        <Space size={4} wrap>
          {roles.map((role) => (
            <Tag key={role} style={{ marginInlineEnd: 0 }}>
              {role}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('system.user.birthday'),
      dataIndex: 'birthday',
      width: 100,
      ...sortable('birthday'),
      render: (birthday: string | null) => birthday ?? '—',
    },
    {
      title: t('system.user.date'),
      dataIndex: 'date',
      width: 100,
      ...sortable('date'),
      render: (date: string) => <StackedTime value={date} />,
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
  ] satisfies PlainColumn<SystemUser>[];
}
