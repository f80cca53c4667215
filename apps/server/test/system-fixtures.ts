import { eq, inArray } from 'drizzle-orm';
import type { SystemRole } from '@console/contract/system-roles';
import {
  userUpdateBodyOf,
  type SystemUser,
  type UserUpdateBody,
} from '@console/contract/system-users';
import type { Db } from '../src/db/client.ts';
import { menuNodes, roles, userRoles } from '../src/db/schema.ts';
import { uniqueMail, uniqueMobile, type TestApp } from './helper.ts';

/** Makes the user hold exactly the roles with these keys (users.role follows by trigger). */
export async function holdOnlyRole(db: Db, userId: number, ...keys: string[]) {
  const held = await db.select({ id: roles.id }).from(roles).where(inArray(roles.key, keys));
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(held.map((role) => ({ userId, roleId: role.id })));
  });
}

/** POSTs to /api/system/<path> as the holder of `token`. */
export const systemCall =
  (t: TestApp) =>
  (token: string | undefined, path: string, payload: unknown = {}, locale = 'en-US') =>
    t.call('POST', `/api/system/${path}`, { token, payload, locale });

/** The ids of the seeded built-in roles and menu nodes by key / name. */
export async function seeded(t: TestApp) {
  const roleRows = await t.db.select({ id: roles.id, key: roles.key }).from(roles);
  const menuRows = await t.db.select({ id: menuNodes.id, name: menuNodes.name }).from(menuNodes);
  const role = (key: string) => roleRows.find((row) => row.key === key)!.id;
  const menu = (name: string) => menuRows.find((row) => row.name === name)!.id;
  return { role, menu };
}

/** A whole user/update body from a listed user, with `changes` on top. */
export const updateBodyOf = (user: SystemUser, changes: Partial<UserUpdateBody> = {}) => ({
  ...userUpdateBodyOf(user),
  ...changes,
});

/** Reads one user as user/list answers it (by exact id). */
export async function listedUser(t: TestApp, token: string, id: number): Promise<SystemUser> {
  const answer = await systemCall(t)(token, 'user/list', { id: String(id), limit: 100 });
  return (answer.body.content.list as SystemUser[]).find((user) => user.id === id)!;
}

let sequence = 0;
/** A user/create body for a new user holding `roleIds`, with `changes` on top. */
export const newUserBody = (roleIds: number[], changes: Record<string, unknown> = {}) => ({
  name: `Member ${++sequence}`,
  account: `member${sequence}x${Date.now() % 100000}`,
  phone: uniqueMobile(),
  mail: uniqueMail(),
  roleIds,
  password: 'Secret123',
  ...changes,
});

/** A role/update body: the role as listed, with `changes` over it. */
export const roleUpdate = (role: SystemRole, changes: Record<string, unknown> = {}) => ({
  id: role.id,
  name: role.name,
  nameEn: role.nameEn,
  desc: role.desc,
  access: role.access,
  default_role: role.default_role,
  ...changes,
});
