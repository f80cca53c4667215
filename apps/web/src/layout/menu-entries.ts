import type { Abilities } from '../lib/access';
import type { TranslationKey } from '../lib/i18n/resources';
import type { RouteNode } from '../lib/routing/route-meta';

export type MenuEntry = {
  key: string;
  title: TranslationKey;
  icon?: string;
  children?: MenuEntry[];
};

/**
 * spec §6: hidden routes stay out of the menu, and an entry shows only when the user's access
 * shares one of its roles and (DESIGN §4) holds its permission in the current merchant. A group
 * whose every child is filtered out disappears too.
 */
export function buildMenuEntries(
  routes: readonly RouteNode[],
  abilities: Pick<Abilities, 'allows'>,
): MenuEntry[] {
  return routes.flatMap((node): MenuEntry[] => {
    if (node.meta.hidden || !abilities.allows(node.meta)) return [];
    const entry = { key: node.path, title: node.meta.title, icon: node.meta.icon };
    if (!node.children) return [entry];
    const children = buildMenuEntries(node.children, abilities);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
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
