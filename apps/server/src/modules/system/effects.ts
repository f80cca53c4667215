import type { FastifyInstance } from 'fastify';
import { ACCESS_CHANGED_EVENT } from '@console/contract/system-menus';
import { forgetIdentities } from '../../identity/index.ts';

/**
 * What a committed system write changed for whom (docs/system.md "Live"): users whose roles
 * changed, roles whose menus or access changed, users whose sessions ended.
 */
export type AccessEffects = { users: number[]; roles: number[]; ended: number[] };

export const noEffects = (): AccessEffects => ({ users: [], roles: [], ended: [] });

/**
 * Applies a committed write to the live consoles: identities are read again, the sockets of
 * ended users close, the others move to their new role rooms and hear `access:changed` (the
 * console then reloads its menus and closes the tabs it may no longer open).
 */
export async function applyEffects(app: FastifyInstance, effects: AccessEffects) {
  forgetIdentities();
  for (const userId of effects.ended) app.realtime.disconnectUser(userId);
  for (const userId of effects.users) {
    if (effects.ended.includes(userId)) continue;
    await app.realtime.refreshRoleRooms(userId);
    app.realtime.emitToUser(userId, ACCESS_CHANGED_EVENT, {});
  }
  app.realtime.emitToRoles(effects.roles, ACCESS_CHANGED_EVENT, {});
}
