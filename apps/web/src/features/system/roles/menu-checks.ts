import type { MenuNode } from '@console/contract/system-menus';
import { flattenMenus } from '../menu-tree-data';

/**
 * A role's menu_list after one box is (un)checked: checking a node takes its subtree and its
 * ancestors (a page shows only inside its group), unchecking drops its subtree. The tree is
 * checked strictly otherwise, so a group held without all its pages stays as saved.
 */
export function toggleMenu(
  tree: readonly MenuNode[],
  held: readonly number[],
  id: number,
  on: boolean,
): number[] {
  const nodes = flattenMenus(tree);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const node = byId.get(id);
  if (!node) return [...held];
  const subtree = flattenMenus([node]).map((one) => one.id);
  const next = new Set(held);
  if (!on) {
    for (const one of subtree) next.delete(one);
    return [...next];
  }
  for (const one of subtree) next.add(one);
  for (let up = node.parentId; up !== null; up = byId.get(up)?.parentId ?? null) next.add(up);
  return [...next];
}
