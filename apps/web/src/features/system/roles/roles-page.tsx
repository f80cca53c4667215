import { PlusOutlined } from '@ant-design/icons';
import type { ROLE_SORT_KEYS, SystemRole } from '@console/contract/system-roles';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../lib/card/plain-card';
import { useMenuTree } from '../api/list-menus';
import { useRoles } from '../api/list-roles';
import { ListActions, rowSelectionOf, useSelectionDelete } from '../selection-delete';
import { SystemTable } from '../system-table';
import { useEditing } from '../use-editing';
import { useOffsetTable } from '../use-offset-table';
import { useSystemWriter } from '../use-system-writer';
import { ROLE_TABLE_MIN_WIDTH, useDeleteBlock, useRoleColumns } from './role-columns';

type SortKey = (typeof ROLE_SORT_KEYS)[number];

// The dialogs (Form, Input, Select, Switch; the menu Tree) load when first opened, not with the
// list (docs/web.md "Ready at once"); once loaded they stay mounted, so they close as antd's do.
const RoleModal = lazy(() => import('./role-modal').then((m) => ({ default: m.RoleModal })));
const RoleMenusModal = lazy(() =>
  import('./role-menus-modal').then((m) => ({ default: m.RoleMenusModal })),
);

/** /system/role (docs/system.md "Roles"): roles, what access they give and which menus they see. */
export function RolesPage() {
  const { t } = useTranslation();
  const canWrite = useSystemWriter('roleWrite');
  const table = useOffsetTable<SortKey>({ sortKey: 'id', sortType: 'asc' });
  const roles = useRoles(table.paging);
  // Read with the list, as when the menus dialog was mounted with the page: it opens with its tree.
  useMenuTree();
  const blockOf = useDeleteBlock();
  const selection = useSelectionDelete('role');
  const editor = useEditing<SystemRole>();
  const [menusOf, setMenusOf] = useState<SystemRole | null>(null);
  const [editorUsed, setEditorUsed] = useState(false);
  if (editor.open && !editorUsed) setEditorUsed(true);
  const [menusUsed, setMenusUsed] = useState(false);
  if (menusOf !== null && !menusUsed) setMenusUsed(true);
  const columns = useRoleColumns({
    sortable: table.sortable,
    canWrite,
    onEdit: editor.edit,
    onMenus: setMenusOf,
    onDelete: (role) => selection.deleteIds([role.id]),
  });

  const actions = canWrite && (
    <ListActions
      selection={selection}
      question={t('system.role.deleteMany', { count: selection.selected.length })}
      testId="roles-delete-selected"
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => editor.edit(null)}
        data-testid="role-new"
      >
        {t('system.role.new')}
      </Button>
    </ListActions>
  );

  return (
    <PlainCard title={t('route.system.role')} extra={actions} data-testid="roles-page">
      <SystemTable<SystemRole>
        query={roles}
        paging={table}
        columns={columns}
        selection={
          canWrite
            ? rowSelectionOf<SystemRole>(selection, (role) => Boolean(blockOf(role)))
            : undefined
        }
        emptyText={t('system.role.empty')}
        scroll={{ x: ROLE_TABLE_MIN_WIDTH }}
        testId="roles-table"
      />
      {canWrite && (editor.open || editorUsed) && (
        <Suspense fallback={null}>
          <RoleModal open={editor.open} role={editor.item} onClose={editor.close} />
        </Suspense>
      )}
      {(menusOf !== null || menusUsed) && (
        <Suspense fallback={null}>
          <RoleMenusModal role={menusOf} canWrite={canWrite} onClose={() => setMenusOf(null)} />
        </Suspense>
      )}
    </PlainCard>
  );
}
