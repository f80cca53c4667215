import { PlusOutlined } from '@ant-design/icons';
import type { MenuNode } from '@console/contract/system-menus';
import { Button, Col, Row, Spin, Tree, type TreeProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../lib/card/plain-card';
import { useMenuTree } from '../api/list-menus';
import { useUpdateMenu } from '../api/update-menu';
import { LoadFailed } from '../load-failed';
import { ListActions, useSelectionDelete } from '../selection-delete';
import {
  flattenMenus,
  isProtectedMenu,
  useMenuTreeData,
  type MenuTreeNode,
} from '../menu-tree-data';
import { useSystemWriter } from '../use-system-writer';
import { MenuDetail } from './menu-detail';
import type { MenuEdit } from './menu-modal';
import { menuUpdateBodyOf } from '@console/contract/system-menus';
import { placeOfDrop, type MenuDrop } from './menu-place';

// The node dialog (Form, Input, Radio, Select, Switch) loads when first opened, not with the tree
// (docs/web.md "Ready at once"); once loaded it stays mounted, so it closes as antd's does.
const MenuModal = lazy(() => import('./menu-modal').then((m) => ({ default: m.MenuModal })));

/** antd's drop: into the node, or into the gap before or after it. */
function dropOf(info: Parameters<NonNullable<TreeProps<MenuTreeNode>['onDrop']>>[0]): MenuDrop {
  const own = Number(info.node.pos.split('-').at(-1));
  const position = !info.dropToGap ? 'inside' : info.dropPosition - own === -1 ? 'before' : 'after';
  return { dragId: Number(info.dragNode.key), targetId: Number(info.node.key), position };
}

/**
 * /system/menu (docs/system.md "Menus"): the menu tree; admins drag, edit, add and delete nodes.
 */
export function MenusPage() {
  const { t } = useTranslation();
  const canWrite = useSystemWriter('menuWrite');
  const menus = useMenuTree();
  const tree = menus.data?.tree;
  const treeData = useMenuTreeData(tree, isProtectedMenu);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selection = useSelectionDelete('menu');
  const [edit, setEdit] = useState<MenuEdit | null>(null);
  const [editUsed, setEditUsed] = useState(false);
  if (edit !== null && !editUsed) setEditUsed(true);
  const move = useUpdateMenu();
  const chosen = flattenMenus(tree ?? []).find((node) => node.id === chosenId) ?? null;
  const parent = chosen?.kind === 'menu' ? chosen : null;

  const deleteNodes = async (ids: number[]) => {
    await selection.deleteIds(ids);
    // Children went with their parents: nothing deleted stays checked or chosen.
    selection.setSelected([]);
    if (chosenId !== null && ids.includes(chosenId)) setChosenId(null);
  };
  const onDrop: TreeProps<MenuTreeNode>['onDrop'] = (info) => {
    const node = info.dragNode.node;
    const place = placeOfDrop(tree ?? [], dropOf(info));
    if (!place) return;
    move.mutate(menuUpdateBodyOf(node, place));
  };

  const actions = canWrite && (
    <ListActions
      selection={{ ...selection, deleteIds: deleteNodes }}
      question={t('system.menu.deleteMany', { count: selection.selected.length })}
      testId="menus-delete-selected"
    >
      {(['header', 'sider'] as const).map((place) => (
        <Button
          key={place}
          icon={<PlusOutlined />}
          onClick={() => setEdit({ mode: 'create', place, parent })}
          data-testid={`menu-new-${place}`}
        >
          {t(place === 'header' ? 'system.menu.newHeader' : 'system.menu.newSider')}
        </Button>
      ))}
    </ListActions>
  );

  if (menus.isError && !menus.data) {
    return (
      <PlainCard title={t('route.system.menu')}>
        <LoadFailed onRetry={() => void menus.refetch()} testId="menus-error" />
      </PlainCard>
    );
  }
  return (
    <PlainCard title={t('route.system.menu')} extra={actions} data-testid="menus-page">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={11}>
          {canWrite && (
            <p style={{ marginTop: 0, color: 'var(--ant-color-text-secondary)' }}>
              {t('system.menu.dragHint')}
            </p>
          )}
          <Spin spinning={menus.isPending || move.isPending}>
            <Tree<MenuTreeNode>
              blockNode
              showIcon
              defaultExpandAll
              key={tree ? 'loaded' : 'loading'}
              treeData={treeData}
              draggable={canWrite && { icon: false }}
              allowDrop={({ dropNode, dropPosition }) =>
                !(dropPosition === 0 && dropNode.node.kind === 'action')
              }
              onDrop={onDrop}
              checkable={canWrite}
              checkStrictly
              checkedKeys={selection.selected}
              onCheck={(keys) =>
                selection.setSelected((Array.isArray(keys) ? keys : keys.checked).map(Number))
              }
              selectedKeys={chosenId === null ? [] : [chosenId]}
              onSelect={(keys) => setChosenId(keys.length ? Number(keys[0]) : null)}
              data-testid="menus-tree"
            />
          </Spin>
        </Col>
        <Col xs={24} lg={13}>
          <MenuDetail
            node={chosen}
            canWrite={canWrite}
            onEdit={setEdit}
            onDelete={(node: MenuNode) => deleteNodes([node.id])}
          />
        </Col>
      </Row>
      {canWrite && (edit !== null || editUsed) && (
        <Suspense fallback={null}>
          <MenuModal edit={edit} onClose={() => setEdit(null)} />
        </Suspense>
      )}
    </PlainCard>
  );
}
