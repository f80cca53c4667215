import type { MenuNode } from '@console/contract/system-menus';
import type { Abilities } from '../lib/access';
import type { RouteNode } from '../lib/routing/route-meta';
import { menuLabel } from '../lib/menus/menu-label';
import { pageRequirement } from '../lib/tabs/resolve-tab';

export type MenuEntry = {
  key: string;
  /** The node's title in the language shown. */
  label: string;
  icon?: string;
  children?: MenuEntry[];
};

/**
 * docs/system.md "Console": the sidebar (or header) menu is the tree the user's roles hold (GET
 * /api/menus), minus hidden nodes and action keys, minus pages the route table denies them (spec §6
 * roles, DESIGN §4 merchant permission). A node with children is a group: it goes when none of them
 * stays. A path shows once (the first node naming it).
 */
export function buildMenuEntries(
  nodes: readonly MenuNode[],
  routes: readonly RouteNode[],
  abilities: Pick<Abilities, 'allows'>,
  language: string,
): MenuEntry[] {
  const seen = new Set<string>();
  const grow = (list: readonly MenuNode[]): MenuEntry[] =>
    list.flatMap((node): MenuEntry[] => {
      if (node.hidden || node.kind !== 'menu') return [];
      const entry = {
        key: node.path ?? `menu:${node.name}`,
        label: menuLabel(node, language),
        icon: node.icon ?? undefined,
      };
      const pages = node.children.filter((child) => child.kind === 'menu');
      if (pages.length > 0) {
        const children = grow(pages);
        return children.length > 0 ? [{ ...entry, children }] : [];
      }
      if (!node.path || seen.has(node.path)) return [];
      if (!abilities.allows(pageRequirement(routes, node.path))) return [];
      seen.add(node.path);
      return [entry];
    });
  return grow(nodes);
}

/** The pages the menu leads to (its leaves), each with the icon of its nearest group. */
export function menuLeaves(entries: readonly MenuEntry[], icon?: string): MenuEntry[] {
  return entries.flatMap((entry) =>
    entry.children
      ? menuLeaves(entry.children, entry.icon ?? icon)
      : [{ ...entry, icon: entry.icon ?? icon }],
  );
}

/** The leaf whose path is the current page or an ancestor of it, and its parent group. */
export function findActiveKeys(entries: readonly MenuEntry[], pathname: string) {
  let best: { selected: string; open: string | undefined } | undefined;
  const visit = (list: readonly MenuEntry[], parent: string | undefined) => {
    for (const entry of list) {
      if (entry.children) visit(entry.children, entry.key);
      else if (pathname === entry.key || pathname.startsWith(`${entry.key}/`)) {
        if (!best || entry.key.length > best.selected.length)
          best = { selected: entry.key, open: parent };
      }
    }
  };
  visit(entries, undefined);
  return best;
}
