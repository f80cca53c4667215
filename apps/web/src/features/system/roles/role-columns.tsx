import type { SystemRole } from '@console/contract/system-roles';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlainColumn } from '../../../lib/table/plain-table';
import { ConfirmDelete } from '../confirm-delete';
import { RowLink } from '../row-link';
import { roleLabel } from '../role-label';
import { SecondLine, StackedTime } from '../two-line-cells';

type SortKey = 'id' | 'name' | 'created_at' | 'updated_at';
type Options = {
  sortable: (key: SortKey) => Pick<PlainColumn<never>, 'key' | 'sorter' | 'sortOrder'>;
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

/**
 * spec §3 role: name over key (with its built-in and default tags), desc, access, users holding
 * it, days. Narrow enough that at 1,280 px every column shows beside the fixed actions column
 * (docs/system.md "Lists"); the table scrolls only on narrower screens.
 */
export const ROLE_TABLE_MIN_WIDTH = 880;

export function useRoleColumns({ sortable, canWrite, onEdit, onMenus, onDelete }: Options) {
  const { t, i18n } = useTranslation();
  const blockOf = useDeleteBlock();
  const day = (value: string) => <StackedTime value={value} />;
  const nameOf = (role: SystemRole) => roleLabel(role, i18n.language);
  const columns: PlainColumn<SystemRole>[] = [
    { title: t('system.role.id'), dataIndex: 'id', width: 56, ...sortable('id') },
    {
      title: t('system.role.role'),
      dataIndex: 'name',
      width: 176,
      ...sortable('name'),
      render: (_, role) => (
        <div data-testid={`role-${role.id}`}>
          <span data-testid={`role-name-${role.id}`}>{nameOf(role)}</span>
          <SecondLine>
            <Space size={4} wrap>
              <code>{role.key}</code>
              {role.builtIn && <Tag>{t('system.role.builtInTag')}</Tag>}
              {role.default_role === 1 && (
                <Tag color="green" data-testid={`role-default-${role.id}`}>
                  {t('system.role.default')}
                </Tag>
              )}
            </Space>
          </SecondLine>
        </div>
      ),
    },
    // The rest of the width (~100 px at 1,280 px); the whole text on hover.
    { title: t('system.role.desc'), dataIndex: 'desc', ellipsis: true },
    {
      title: t('system.role.access'),
      dataIndex: 'access',
      width: 124,
      render: (access: SystemRole['access']) => (
        <Tag color={ACCESS_COLORS[access]}>{t(`system.access.${access}`)}</Tag>
      ),
    },
    { title: t('system.role.users'), dataIndex: 'users', width: 64, align: 'right' },
    {
      title: t('system.role.created'),
      dataIndex: 'created_at',
      width: 100,
      ...sortable('created_at'),
      render: day,
    },
    {
      title: t('system.role.updated'),
      dataIndex: 'updated_at',
      width: 100,
      ...sortable('updated_at'),
      render: day,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 176,
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
                title={t('system.role.deleteOne', { name: nameOf(role) })}
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
