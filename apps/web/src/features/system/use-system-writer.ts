import type { SYSTEM_ACTIONS } from '@console/contract/system-menus';
import { useAbilities } from '../../lib/merchant/merchant-context';

export type SystemWrite = keyof typeof SYSTEM_ACTIONS;

/**
 * Whether the signed-in user sees the write buttons of a system page (issue 17: platform admins
 * write, ops read). The one place deciding it: the action keys of SYSTEM_ACTIONS held through
 * the user's roles can be asked here later, per `_write`.
 */
export function useSystemWriter(_write: SystemWrite): boolean {
  return useAbilities().isAdmin;
}
