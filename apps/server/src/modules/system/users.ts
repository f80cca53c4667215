import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { userCreateBody, userUpdateBody } from '@console/contract/system-users';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { merchantMembers, merchants, roles, sessions, userRoles, users } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { hashPassword } from '../auth/index.ts';
import { recordChange, type Actor } from './changes.ts';
import { noEffects } from './effects.ts';
import { assertRolesGrantable, systemWrite } from './grants.ts';
import { readSystemUser } from './system-user-view.ts';

// Platform users (docs/system.md "Users"). Writes run under the system lock.

type CreateInput = z.output<typeof userCreateBody>;
type UpdateInput = z.output<typeof userUpdateBody>;
type Fields = Omit<CreateInput, 'password' | 'merchants_id'>;

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

const readUser = async (tx: Db, id: number) => {
  const user = await readSystemUser(tx, id);
  if (!user) throw new AppError(apiCodes.notFound, 'error.notFound');
  const { ownsMerchant: _owns, ...kept } = user;
  return { user, kept };
};

/**
 * user/create. Without a password the account gets a random one and the caller mails an
 * invitation (a `reset` code) once this committed.
 */
export async function createUser(db: Db, actor: Actor, input: CreateInput & { now: Date }) {
  const passwordHash = await hashPassword(input.password ?? randomBytes(24).toString('base64url'));
  return systemWrite(db, actor.userId, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...columnsOf(input), passwordHash, createdAt: input.now })
      .returning({ id: users.id })
      .catch((error: unknown) => Promise.reject(takenField(error)));
    const id = row!.id;
    await setRoles(tx, actor.userId, id, input.roleIds, []);
    const { kept } = await readUser(tx, id);
    await recordChange(tx, actor, {
      target: 'user',
      targetId: id,
      action: 'create',
      before: null,
      after: kept,
      at: input.now,
    });
    return { id, effects: noEffects() };
  });
}

/**
 * user/update: the whole record. Disabling ends every session of the user (their sockets close
 * on every node once committed); an admin cannot disable themselves.
 */
export async function updateUser(db: Db, actor: Actor, input: UpdateInput & { now: Date }) {
  return systemWrite(db, actor.userId, async (tx) => {
    const { user, kept: before } = await readUser(tx, input.id);
    const disabling = user.status === 1 && input.status === 2;
    if (disabling && input.id === actor.userId)
      throw fieldError('status', 'system.user.disableSelf');
    await tx
      .update(users)
      .set(columnsOf(input))
      .where(eq(users.id, input.id))
      .catch((error: unknown) => Promise.reject(takenField(error)));
    await setRoles(tx, actor.userId, input.id, input.roleIds, user.roleIds);
    if (disabling) {
      await tx
        .update(sessions)
        .set({ revokedAt: input.now })
        .where(and(eq(sessions.userId, input.id), isNull(sessions.revokedAt)));
    }
    const { kept: after } = await readUser(tx, input.id);
    await recordChange(tx, actor, {
      target: 'user',
      targetId: input.id,
      action: 'update',
      before,
      after,
      at: input.now,
    });
    const rolesChanged = before.roleIds.join() !== after.roleIds.join();
    return {
      id: input.id,
      effects: {
        ...noEffects(),
        users: rolesChanged ? [input.id] : [],
        ended: disabling ? [input.id] : [],
      },
    };
  });
}

/** user/delete, user/delete/multiple: never oneself, never a merchant's owner (say which). */
export async function deleteUsers(db: Db, actor: Actor, input: { ids: number[]; now: Date }) {
  return systemWrite(db, actor.userId, async (tx) => {
    const ids = [...new Set(input.ids)];
    if (ids.includes(actor.userId)) throw new AppError(apiCodes.rejected, 'system.user.deleteSelf');
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
      await recordChange(tx, actor, {
        target: 'user',
        targetId: id,
        action: 'delete',
        before: kept,
        after: null,
        at: input.now,
      });
    }
    await tx.delete(users).where(inArray(users.id, ids));
    return { deleted: ids.length, effects: { ...noEffects(), ended: ids } };
  });
}
