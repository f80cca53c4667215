import { ACCESS_CHANGED_EVENT } from '@console/contract/system-menus';
import type { Write } from '../../write/writer.ts';

/**
 * What a system write changed for whom (docs/system.md "Live"): users whose roles changed,
 * roles whose menus or access changed, users whose sessions ended.
 */
export type AccessEffects = { users: number[]; roles: number[]; ended: number[] };

export const noEffects = (): AccessEffects => ({ users: [], roles: [], ended: [] });

/**
 * Hands the write's effects on the live consoles to the writer, sent once it has committed and
 * never for a write that rolled back (docs/server.md "Doors"): the sockets of ended users close,
 * the others move to their new role rooms and hear `access:changed`, and so do the rooms of the
 * roles concerned (the console then reloads its menus and closes the tabs it may no longer
 * open). The identity cache is forgotten by the system writer once the write has committed.
 */
export function sendAccessEffects(write: Write, effects: AccessEffects) {
  for (const userId of effects.ended) write.send({ to: 'disconnect-user', userId });
  for (const userId of effects.users) {
    if (effects.ended.includes(userId)) continue;
    write.send({ to: 'refresh-role-rooms', userId });
    write.send({ to: 'user', userId, event: ACCESS_CHANGED_EVENT, payload: {} });
  }
  if (effects.roles.length > 0) {
    write.send({ to: 'roles', roleIds: effects.roles, event: ACCESS_CHANGED_EVENT, payload: {} });
  }
}
