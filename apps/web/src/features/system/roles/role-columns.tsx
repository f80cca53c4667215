import { CheckCircleFilled } from '@ant-design/icons';
import type { SystemRole } from '@console/contract/system-roles';
import { Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { ConfirmDelete } from '../confirm-delete';
import { RowLink } from '../row-link';

type SortKey = 'id' | 'name' | 'created_at' | 'updated_at';
type Options = {
  sortable: (key: SortKey) => object;
  canWrite: boolean;
  onEdit: (role: SystemRole) => void;
  onMenus: (role: SystemRole) => void;
  onDelete: (role: SystemRole) => Promise<unknown>;
};

const ACCESS_COLORS = { user: 'default', op: 'blue', admin: 'red' } as const;

/** Why a role cannot be deleted (the server says the same: system.role.*), or false. */
export function useDeleteBlock() {
  const { t } = useTranslation();
  return (role: SystemRole) =>
    (role.builtIn && t('system.role.builtIn')) ||
    (role.default_role === 1 && t('system.role.defaultDelete'));
}

/** spec §3 role: key, name, desc, access, default, users holding it, days. */
export function useRoleColumns({ sortable, canWrite, onEdit, onMenus, onDelete }: Options) {
  const { t } = useTranslation();
  const blockOf = useDeleteBlock();
  const day = (value: string) => formatDateTime(value);
  const columns: TableColumnsType<SystemRole> = [
    { title: t('system.role.id'), dataIndex: 'id', width: 70, ...sortable('id') },
    {
      title: t('system.role.key'),
      dataIndex: 'key',
      width: 210,
      render: (key: string, role) => (
        <Space size={4} wrap data-testid={`role-${role.id}`}>
          <code>{key}</code>
          {role.builtIn && <Tag>{t('system.role.builtInTag')}</Tag>}
        </Space>
      ),
    },
    { title: t('system.role.name'), dataIndex: 'name', width: 140, ...sortable('name') },
    { title: t('system.role.desc'), dataIndex: 'desc', ellipsis: true },
    {
      title: t('system.role.access'),
      dataIndex: 'access',
      render: (access: SystemRole['access']) => (
        <Tag color={ACCESS_COLORS[access]}>{t(`system.access.${access}`)}</Tag>
      ),
    },
    {
      title: t('system.role.default'),
      dataIndex: 'default_role',
      align: 'center',
      render: (value: 0 | 1) =>
        value === 1 ? (
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('system.role.default')} />
        ) : null,
    },
    { title: t('system.role.users'), dataIndex: 'users', align: 'right' },
    {
      title: t('system.role.created'),
      dataIndex: 'created_at',
      width: 180,
      ...sortable('created_at'),
      render: day,
    },
    {
      title: t('system.role.updated'),
      dataIndex: 'updated_at',
      width: 180,
      ...sortable('updated_at'),
      render: day,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, role) => (
        <Space size={0}>
          <RowLink onClick={() => onMenus(role)} testId={`role-menus-${role.id}`}>
            {t('system.role.menus')}
          </RowLink>
          {canWrite && (
            <>
              <RowLink onClick={() => onEdit(role)} testId={`role-edit-${role.id}`}>
                {t('system.edit')}
              </RowLink>
              <ConfirmDelete
                link
                title={t('system.role.deleteOne', { name: role.name })}
                blocked={blockOf(role)}
                onConfirm={() => onDelete(role)}
                testId={`role-delete-${role.id}`}
              />
            </>
          )}
        </Space>
      ),
    },
  ];
  return columns;
}
