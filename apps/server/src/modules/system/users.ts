import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { ChangeAction } from '@console/contract/system-changes';
import type { userCreateBody, userUpdateBody } from '@console/contract/system-users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants, roles, userRoles } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import {
  deleteUsers as removeUsers,
  insertUser,
  revokeUserSessions,
  updateUser as updateUserRow,
} from '../../identity/index.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { PLATFORM_SCOPE, type Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';
import { hashPassword } from '../auth/index.ts';
import { noEffects, sendAccessEffects } from './effects.ts';
import { assertRolesGrantable, systemWrite } from './grants.ts';
import { readSystemUser } from './system-user-store.ts';

// Platform users (docs/system.md "Users"): the doors of a platform user, the file that
// writes `users` for system management and `user_roles`. Each runs under the system lock and
// records its entry in the platform's scope of the trail, object type `user` (docs/system.md
// "The change log"); the user's own profile, password and contact are written by the account
// and auth modules.

type CreateInput = Omit<z.output<typeof userCreateBody>, 'password'>;
type UpdateInput = z.output<typeof userUpdateBody>;
type Fields = Omit<CreateInput, 'merchants_id'>;

const TAKEN = {
  users_mail_unique: ['mail', 'system.user.mailTaken'],
  users_mobile_unique: ['phone', 'system.user.phoneTaken'],
  users_account_unique: ['account', 'system.user.accountTaken'],
} as const;

function takenField(error: unknown) {
  const constraint = uniqueViolationOf(error) as keyof typeof TAKEN | undefined;
  const taken = constraint && TAKEN[constraint];
  return taken ? fieldError(taken[0], taken[1]) : error;
}

const columnsOf = (input: Fields) => ({
  nickname: input.name,
  account: input.account,
  mobile: input.phone,
  mail: input.mail,
  gender: input.gender,
  status: input.status === 1 ? ('active' as const) : ('disabled' as const),
  birthday: input.birthday,
  region: input.region,
  description: input.desc,
});

async function assertRolesExist(tx: Db, roleIds: number[]) {
  const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) throw fieldError('roleIds', 'system.user.roleUnknown');
}

/** Gives the user exactly `roleIds`; those added must be grantable by the actor. */
async function setRoles(tx: Db, actorId: number, userId: number, roleIds: number[], had: number[]) {
  const wanted = [...new Set(roleIds)];
  await assertRolesExist(tx, wanted);
  await assertRolesGrantable(
    tx,
    actorId,
    wanted.filter((id) => !had.includes(id)),
  );
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(wanted.map((roleId) => ({ userId, roleId })));
}

/**
 * A user as the change log shows them: the list's fields without `ownsMerchant`, the mobile
 * masked (DESIGN §6); no password hash, no token.
 */
const readUser = async (tx: Db, id: number) => {
  const user = await readSystemUser(tx, id);
  if (!user) throw new AppError(apiCodes.notFound, 'error.notFound');
  const { ownsMerchant: _owns, ...listed } = user;
  return { user, kept: { ...listed, phone: maskMobile(listed.phone) } };
};

/** The change of one user, in the platform's scope (the change log's `user` target). */
const recordUser = (
  write: Write,
  change: { id: number; action: ChangeAction; before: Snapshot | null; after: Snapshot | null },
) =>
  write.record({
    scope: PLATFORM_SCOPE,
    action: change.action,
    objectType: 'user',
    objectId: change.id,
    before: change.before,
    after: change.after,
  });

/**
 * The password a new account is given: the one chosen, or a random one when the caller mails an
 * invitation. Hashed before the write, so the system lock is not held while argon2 runs.
 */
export const newPasswordHash = (password: string | undefined) =>
  hashPassword(password ?? randomBytes(24).toString('base64url'));

/**
 * user/create. Without a password the account gets a random one and the caller mails an
 * invitation (a `reset` code) once this committed.
 */
export async function createUser(write: Write, input: CreateInput & { passwordHash: string }) {
  return systemWrite(write, async (actorId) => {
    const { tx, now } = write;
    const row = await insertUser(tx, {
      ...columnsOf(input),
      passwordHash: input.passwordHash,
      createdAt: now,
    }).catch((error: unknown) => Promise.reject(takenField(error)));
    const id = row.id;
    await setRoles(tx, actorId, id, input.roleIds, []);
    const { kept } = await readUser(tx, id);
    recordUser(write, { id, action: 'create', before: null, after: kept });
    return { id };
  });
}

/**
 * user/update: the whole record. Disabling ends every session of the user (their sockets close
 * on every node once committed); an admin cannot disable themselves.
 */
export async function updateUser(write: Write, input: UpdateInput) {
  return systemWrite(write, async (actorId) => {
    const { tx, now } = write;
    const { user, kept: before } = await readUser(tx, input.id);
    const disabling = user.status === 1 && input.status === 2;
    if (disabling && input.id === actorId) throw fieldError('status', 'system.user.disableSelf');
    await updateUserRow(tx, input.id, columnsOf(input)).catch((error: unknown) =>
      Promise.reject(takenField(error)),
    );
    await setRoles(tx, actorId, input.id, input.roleIds, user.roleIds);
    if (disabling) await revokeUserSessions(tx, input.id, now);
    const { kept: after } = await readUser(tx, input.id);
    recordUser(write, { id: input.id, action: 'update', before, after });
    const rolesChanged = before.roleIds.join() !== after.roleIds.join();
    sendAccessEffects(write, {
      ...noEffects(),
      users: rolesChanged ? [input.id] : [],
      ended: disabling ? [input.id] : [],
    });
    return { id: input.id };
  });
}

/** user/delete, user/delete/multiple: never oneself, never a merchant's owner (say which). */
export async function deleteUsers(write: Write, input: { ids: number[] }) {
  return systemWrite(write, async (actorId) => {
    const { tx } = write;
    const ids = [...new Set(input.ids)];
    if (ids.includes(actorId)) throw new AppError(apiCodes.rejected, 'system.user.deleteSelf');
    const [owned] = await tx
      .select({ name: merchants.name })
      .from(merchantMembers)
      .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
      .where(and(inArray(merchantMembers.userId, ids), eq(merchantMembers.role, 'owner')))
      .limit(1);
    if (owned) {
      throw new AppError(apiCodes.rejected, 'system.user.ownsMerchant', {
        params: { merchant: owned.name },
      });
    }
    for (const id of ids) {
      const { kept } = await readUser(tx, id);
      recordUser(write, { id, action: 'delete', before: kept, after: null });
    }
    await removeUsers(tx, ids);
    sendAccessEffects(write, { ...noEffects(), ended: ids });
    return { deleted: ids.length };
  });
}
