import { useMemo } from 'react';
import { useAbilities } from '../lib/merchant/merchant-context';
import type { RouteNode } from '../lib/routing/route-meta';
import { buildMenuEntries, type MenuEntry } from './menu-entries';

/** The menu of the signed-in user in the current merchant (roles and permissions). */
export function useMenuEntries(routes: readonly RouteNode[]): MenuEntry[] {
  const abilities = useAbilities();
  return useMemo(() => buildMenuEntries(routes, abilities), [routes, abilities]);
}
