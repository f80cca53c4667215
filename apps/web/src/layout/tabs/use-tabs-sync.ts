import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import type { RouteNode } from '../../lib/routing/route-meta';
import { useAbilities, useMerchantContext } from '../../lib/merchant/merchant-context';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { useUserSettings } from '../../lib/settings/user-settings-store';
import { useMyMenus } from '../../lib/menus/my-menus';
import { syncTabs } from '../../lib/tabs/opened-tabs';
import { pageRequirement, resolveTab } from '../../lib/tabs/resolve-tab';
import { pathOf } from '../../lib/tabs/tabs-model';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

// Every page inside the console layout needs a signed-in user (app/router.tsx).
const consoleMeta = { auth: true };

/**
 * spec §2: after each navigation the page opens as a tab (unless tabs are disabled for it);
 * once the settings are loaded the stored tabs are restored for this user, merchant and roles
 * (lib/tabs/opened-tabs).
 * Runs on navigation and when the merchant or the abilities change, not when the tabs do: a
 * tab just closed must not open again while its page is still on screen.
 * A page that replaces its own query (filters kept in the URL) stays in its tab.
 */
export function useTabsSync(routes: readonly RouteNode[]): void {
  const enabled = useLayoutSettings((layout) => layout.tabs);
  const loaded = useUserSettings((state) => state.loaded);
  const merchantId = useMerchantId();
  const abilities = useAbilities();
  const merchantContext = useMerchantContext();
  // Until the member's permissions in this merchant and the menus held are known, nothing is
  // judged (or dropped).
  const menusKnown = useMyMenus() !== undefined;
  const ready = (merchantId === null || merchantContext !== null) && menusKnown;
  const { pathname, search } = useLocation();
  const fullPath = `${pathname}${search}`;
  const navigationType = useNavigationType();
  const previous = useRef(fullPath);

  useEffect(() => {
    const from = previous.current;
    previous.current = fullPath;
    if (!enabled || !loaded || !ready) return;
    const resolve = (path: string) => resolveTab(routes, path, consoleMeta);
    const permitted = (path: string) => abilities.allows(pageRequirement(routes, path));
    // A page whose menu was taken away is being left (use-leave-forbidden-page).
    if (!permitted(fullPath)) return;
    const replacing =
      navigationType === 'REPLACE' && from !== fullPath && pathOf(from) === pathname
        ? from
        : undefined;
    syncTabs(resolve(fullPath), { resolve, permitted }, replacing);
  }, [enabled, loaded, ready, merchantId, abilities, fullPath, pathname, navigationType, routes]);
}
