import { SYSTEM_ACTIONS } from '@console/contract/system-menus';
import { useAbilities } from '../../lib/merchant/merchant-context';

export type SystemWrite = keyof typeof SYSTEM_ACTIONS;

/**
 * Whether the signed-in user sees the write buttons of a system page: a platform
 * admin (the server's rule) who holds the page's action key through their roles (spec §6's
 * element-level directive; docs/system.md "Menus").
 */
export function useSystemWriter(write: SystemWrite): boolean {
  const abilities = useAbilities();
  return abilities.isAdmin && abilities.hasAction(SYSTEM_ACTIONS[write]);
}
