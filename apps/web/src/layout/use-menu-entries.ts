import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../lib/merchant/merchant-context';
import { useMyMenus } from '../lib/menus/my-menus';
import type { RouteNode } from '../lib/routing/route-meta';
import { buildMenuEntries, type MenuEntry } from './menu-entries';

const NONE: MenuEntry[] = [];

/**
 * The sidebar and header menus of the signed-in user in the current merchant: the menu tree
 * their roles hold (docs/system.md "Console"), filtered by the route table's roles and merchant
 * permissions.
 */
export function useMenuEntries(routes: readonly RouteNode[]) {
  const abilities = useAbilities();
  const menus = useMyMenus();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    if (!menus) return { sider: NONE, header: NONE };
    const build = (header: boolean) =>
      buildMenuEntries(
        menus.tree.filter((node) => node.header === header),
        routes,
        abilities,
        language,
      );
    return { sider: build(false), header: build(true) };
  }, [menus, routes, abilities, language]);
}
