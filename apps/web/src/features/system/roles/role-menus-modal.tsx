import { BUILT_IN_ROLES, type SystemRole } from '@console/contract/system-roles';
import { Alert, Modal, Spin, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { useMenuTree } from '../api/list-menus';
import { useUpdateRoleMenus } from '../api/update-role-menus';
import { useMenuTreeData } from '../menu-tree-data';
import { roleLabel } from '../role-label';
import { toggleMenu } from './menu-checks';

type Props = { role: SystemRole | null; canWrite: boolean; onClose: () => void };

/** The whole menu tree, action keys included, checked where the role holds the node. */
export function RoleMenusModal({ role, canWrite: canWriteRoles, onClose }: Props) {
  const { t, i18n } = useTranslation();
  // The administrator role always holds every menu (the server refuses a change).
  const isAdminRole = role?.key === BUILT_IN_ROLES.admin;
  const canWrite = canWriteRoles && !isAdminRole;
  const menus = useMenuTree();
  const treeData = useMenuTreeData(menus.data?.tree);
  const save = useUpdateRoleMenus();
  // The boxes changed since the dialog opened for this role; until then, what it holds.
  const [edited, setEdited] = useState<{ roleId: number; ids: number[] } | null>(null);
  const held = role && edited?.roleId === role.id ? edited.ids : (role?.menu_list ?? []);
  const setHeld = (ids: number[]) => role && setEdited({ roleId: role.id, ids });

  const close = () => {
    setEdited(null);
    onClose();
  };
  const submit = async () => {
    if (!role) return;
    try {
      await save.mutateAsync({ id: role.id, menu_list: held });
      toast.success(t('system.saved'));
      close();
    } catch {
      // The message was shown (e.g. system.grant.notHeld); the choice stays to be corrected.
    }
  };

  return (
    <Modal
      open={role !== null}
      title={t('system.role.menusOf', { name: role ? roleLabel(role, i18n.language) : '' })}
      onCancel={close}
      onOk={canWrite ? () => void submit() : close}
      okText={canWrite ? t('common.save') : t('common.ok')}
      cancelButtonProps={canWrite ? undefined : { style: { display: 'none' } }}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'role-menus-save' }}
      destroyOnHidden
    >
      {(canWrite || isAdminRole) && (
        <Alert
          type="info"
          showIcon
          title={t(isAdminRole ? 'system.role.adminMenus' : 'system.role.menusHint')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Spin spinning={menus.isPending}>
        <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="role-menus-tree">
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            showIcon
            disabled={!canWrite}
            selectable={false}
            treeData={treeData}
            checkedKeys={held}
            onCheck={(_, { node, checked }) =>
              setHeld(toggleMenu(menus.data?.tree ?? [], held, Number(node.key), checked))
            }
          />
        </div>
      </Spin>
    </Modal>
  );
}
