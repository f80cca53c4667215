import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAbilities } from '../lib/merchant/merchant-context';
import { useMyMenus } from '../lib/menus/my-menus';
import type { RouteNode } from '../lib/routing/route-meta';
import { readOpenedTabs } from '../lib/tabs/opened-tabs';
import { pageRequirement } from '../lib/tabs/resolve-tab';

/**
 * docs/system.md "Live": when the menu of the page on screen is taken away (a role or menu change
 * pushed over the socket), the page is left for the last open tab the user may still open, else the
 * index; its tab then drops out (use-tabs-sync), and opening it again answers 403.
 */
export function useLeaveForbiddenPage(routes: readonly RouteNode[]) {
  const abilities = useAbilities();
  const menusKnown = useMyMenus() !== undefined;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (!menusKnown || abilities.allows({ menu: pageRequirement(routes, here).menu })) return;
    const next = readOpenedTabs()
      .filter((tab) => tab.fullPath !== here)
      .findLast((tab) => abilities.allows(pageRequirement(routes, tab.fullPath)));
    void navigate(next?.fullPath ?? '/', { replace: true });
  }, [abilities, menusKnown, pathname, search, routes, navigate]);
}
