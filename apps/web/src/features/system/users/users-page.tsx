import { PlusOutlined } from '@ant-design/icons';
import type { SystemUser, UserSortKey } from '@console/contract/system-users';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../lib/card/plain-card';
import { useUsers } from '../api/list-users';
import { ListActions, rowSelectionOf, useSelectionDelete } from '../selection-delete';
import { SystemTable } from '../system-table';
import { useEditing } from '../use-editing';
import { useOffsetTable } from '../use-offset-table';
import { useSystemWriter } from '../use-system-writer';
import { USER_TABLE_MIN_WIDTH, useUserColumns } from './user-columns';
import { NO_USER_FILTER, USERS_ORDER, type UserFilter } from './user-values';
import { UsersFilters } from './users-filters';

// The form (DatePicker, Cascader, Form: ~45 KB gzip) loads when it is first opened, not with the
// list (docs/web.md "Ready at once"); once loaded it stays mounted, so it closes as antd's does.
const UserDrawer = lazy(() => import('./user-drawer').then((m) => ({ default: m.UserDrawer })));

/**
 * /system/user (docs/system.md "Users"): platform users; admins create, edit and delete, ops read.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const canWrite = useSystemWriter('userWrite');
  const [filter, setFilter] = useState<UserFilter>(NO_USER_FILTER);
  const table = useOffsetTable<UserSortKey>(USERS_ORDER);
  const users = useUsers({ ...filter, ...table.paging });
  const selection = useSelectionDelete('user');
  const drawer = useEditing<SystemUser>();
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawer.open && !drawerUsed) setDrawerUsed(true);
  const columns = useUserColumns({
    sortable: table.sortable,
    canWrite,
    onEdit: drawer.edit,
    onDelete: (user) => selection.deleteIds([user.id]),
  });

  const actions = canWrite && (
    <ListActions
      selection={selection}
      question={t('system.user.deleteMany', { count: selection.selected.length })}
      testId="users-delete-selected"
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => drawer.edit(null)}
        data-testid="user-new"
      >
        {t('system.user.new')}
      </Button>
    </ListActions>
  );

  return (
    <PlainCard title={t('route.system.user')} extra={actions} data-testid="users-page">
      <UsersFilters
        onChange={(next) => {
          setFilter(next);
          table.restart();
        }}
      />
      <SystemTable<SystemUser>
        query={users}
        paging={table}
        columns={columns}
        selection={
          canWrite ? rowSelectionOf<SystemUser>(selection, (user) => user.ownsMerchant) : undefined
        }
        emptyText={t('system.user.empty')}
        scroll={{ x: USER_TABLE_MIN_WIDTH }}
        testId="users-table"
      />
      {canWrite && (drawer.open || drawerUsed) && (
        <Suspense fallback={null}>
          <UserDrawer open={drawer.open} user={drawer.item} onClose={drawer.close} />
        </Suspense>
      )}
    </PlainCard>
  );
}
