import type { MenuNode, MenuPlace } from '@console/contract/system-menus';
import { flattenMenus } from '../menu-tree-data';

/** A drop on the tree: before or after `targetId` (its sibling), or inside it (first child). */
export type MenuDrop = {
  dragId: number;
  targetId: number;
  position: 'before' | 'after' | 'inside';
};

const childrenOf = (tree: readonly MenuNode[], parentId: number | null) =>
  parentId === null
    ? tree
    : (flattenMenus(tree).find((node) => node.id === parentId)?.children ?? []);

/** The node's place now (an edit keeps it). */
export function placeOf(tree: readonly MenuNode[], node: MenuNode): MenuPlace {
  const index = childrenOf(tree, node.parentId).findIndex((one) => one.id === node.id);
  return { parentId: node.parentId, index: Math.max(index, 0) };
}

/**
 * The place a drop asks for: menu/update's `parentId` and `index` among the new siblings
 * (the dragged node left out of them). Null when the drop is refused: into an action key
 * (it has no children) or into the dragged node's own subtree.
 */
export function placeOfDrop(tree: readonly MenuNode[], drop: MenuDrop): MenuPlace | null {
  const nodes = flattenMenus(tree);
  const dragged = nodes.find((node) => node.id === drop.dragId);
  const target = nodes.find((node) => node.id === drop.targetId);
  if (!dragged || !target) return null;
  if (flattenMenus([dragged]).some((node) => node.id === target.id)) return null;
  if (drop.position === 'inside') {
    return target.kind === 'action' ? null : { parentId: target.id, index: 0 };
  }
  const siblings = childrenOf(tree, target.parentId).filter((node) => node.id !== dragged.id);
  const at = siblings.findIndex((node) => node.id === target.id);
  return { parentId: target.parentId, index: drop.position === 'before' ? at : at + 1 };
}
