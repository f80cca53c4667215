import { KeyOutlined } from '@ant-design/icons';
import { PROTECTED_MENU_PATHS, type MenuNode } from '@console/contract/system-menus';
import { Tag } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';

/** A tree node for antd's Tree, keeping the menu node it shows. */
export type MenuTreeNode = DataNode & { key: number; node: MenuNode; children: MenuTreeNode[] };

/** The node's title in the interface language: `title` is zh-CN, `titleEn` en-US. */
export function useMenuTitle() {
  const { i18n } = useTranslation();
  const isEnglish = i18n.language === 'en-US';
  return (node: MenuNode) => (isEnglish ? node.titleEn : node.title) || node.title;
}

/** The tree as antd draws it: action keys with a key icon and their key, hidden pages marked. */
export function useMenuTreeData(
  tree: readonly MenuNode[] | undefined,
  isLocked: (node: MenuNode) => boolean = () => false,
): MenuTreeNode[] {
  const { t } = useTranslation();
  const titleOf = useMenuTitle();
  const toData = (node: MenuNode): MenuTreeNode => ({
    key: node.id,
    node,
    icon: node.kind === 'action' ? <KeyOutlined /> : undefined,
    title: (
      <span data-testid={`menu-node-${node.id}`}>
        {titleOf(node)} {node.kind === 'action' && <Tag color="gold">{node.name}</Tag>}
        {node.header && <Tag color="blue">{t('system.menu.header')}</Tag>}
        {node.hidden && <Tag>{t('system.menu.hidden')}</Tag>}
      </span>
    ),
    isLeaf: node.children.length === 0,
    disableCheckbox: isLocked(node),
    children: node.children.map(toData),
  });
  return (tree ?? []).map(toData);
}

/** Every node of the tree, depth first. */
export const flattenMenus = (tree: readonly MenuNode[]): MenuNode[] =>
  tree.flatMap((node) => [node, ...flattenMenus(node.children)]);

/** A node that is, or holds, a system page admins need: the server refuses to delete it. */
export const isProtectedMenu = (node: MenuNode) =>
  flattenMenus([node]).some((one) => one.path !== null && PROTECTED_MENU_PATHS.includes(one.path));
