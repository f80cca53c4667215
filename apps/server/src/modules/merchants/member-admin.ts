import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { PERMISSION_KEYS, type PermissionKey } from '@console/contract/roles';
import type { MerchantMember, MemberStatus } from '@console/contract/merchants';
import type { Db } from '../../db/client.ts';
import { merchantMembers } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { forgetIdentities } from '../../identity/index.ts';
import { findUserByMail, findUserByMobile } from '../../identity/index.ts';
import type { Membership } from '../../identity/index.ts';
import { findMember } from './service.ts';

/** The member:manage holder acting, inside the merchant of the request. */
export type Actor = { userId: number; membership: Membership };

/** Stored in the catalogue order, so equal grants read the same. */
const inCatalogueOrder = (keys: readonly PermissionKey[]) =>
  PERMISSION_KEYS.filter((key) => keys.includes(key));

/** DESIGN §4 "Nobody grants what they lack": keys new to the member must be held by the actor. */
function assertMayGrant(actor: Actor, wanted: readonly PermissionKey[], held: readonly string[]) {
  const granted = wanted.filter((key) => !held.includes(key));
  if (granted.some((key) => !actor.membership.permissions.includes(key))) {
    throw new AppError(apiCodes.forbidden, 'member.grantBeyondOwn');
  }
}

async function memberOrThrow(db: Db, merchantId: number, userId: number) {
  const member = await findMember(db, merchantId, userId);
  if (!member) throw new AppError(apiCodes.notFound, 'error.notFound');
  return member;
}

/**
 * Who may be changed: never the owner ("the owner cannot be removed", DESIGN §4) and never
 * oneself (a manager could otherwise raise or re-enable their own account). Both are 1003:
 * no role holds the permission to do it.
 */
async function changeableMember(db: Db, actor: Actor, userId: number) {
  const member = await memberOrThrow(db, actor.membership.merchantId, userId);
  if (member.role === 'owner') throw new AppError(apiCodes.forbidden, 'member.ownerLocked');
  if (userId === actor.userId) throw new AppError(apiCodes.forbidden, 'member.notSelf');
  return member;
}

/** POST /api/merchant/members: adds an existing user (by mobile or mail) as a sub-account. */
export async function inviteMember(
  db: Db,
  input: { actor: Actor; mobile?: string; mail?: string; permissions: PermissionKey[] },
): Promise<MerchantMember> {
  const field = input.mobile !== undefined ? 'mobile' : 'mail';
  const user =
    input.mobile !== undefined
      ? await findUserByMobile(db, input.mobile)
      : await findUserByMail(db, input.mail ?? '');
  if (!user) throw fieldError(field, 'member.noSuchUser');
  const merchantId = input.actor.membership.merchantId;
  if (await findMember(db, merchantId, user.id)) throw fieldError(field, 'member.alreadyMember');
  assertMayGrant(input.actor, input.permissions, []);
  try {
    await db.insert(merchantMembers).values({
      merchantId,
      userId: user.id,
      role: 'member',
      permissions: inCatalogueOrder(input.permissions),
    });
  } catch (error) {
    // Two managers inviting the same user at once: the unique pair decides.
    if (uniqueViolationOf(error) === undefined) throw error;
    throw fieldError(field, 'member.alreadyMember');
  }
  return memberOrThrow(db, merchantId, user.id);
}

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
export async function updateMember(
  db: Db,
  input: { actor: Actor; userId: number; permissions?: PermissionKey[]; status?: MemberStatus },
): Promise<MerchantMember> {
  const merchantId = input.actor.membership.merchantId;
  const member = await changeableMember(db, input.actor, input.userId);
  const change: { permissions?: PermissionKey[]; status?: MemberStatus } = {};
  if (input.permissions) {
    assertMayGrant(input.actor, input.permissions, member.permissions);
    change.permissions = inCatalogueOrder(input.permissions);
  }
  if (input.status) change.status = input.status;
  if (Object.keys(change).length > 0) {
    await db
      .update(merchantMembers)
      .set(change)
      .where(
        and(
          eq(merchantMembers.merchantId, merchantId),
          eq(merchantMembers.userId, input.userId),
          eq(merchantMembers.role, 'member'),
        ),
      );
    forgetIdentities();
  }
  return memberOrThrow(db, merchantId, input.userId);
}

/**
 * Ends a sub-account's membership at once: the row goes and the identity cache forgets it, so
 * the next call with that merchant answers 1003. The caller then moves the user's sockets out of
 * the merchant's rooms (app.realtime.refreshMerchantRooms). An owner's row is never deleted.
 */
async function endMembership(db: Db, merchantId: number, userId: number) {
  await db
    .delete(merchantMembers)
    .where(
      and(
        eq(merchantMembers.merchantId, merchantId),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.role, 'member'),
      ),
    );
  forgetIdentities();
}

/** DELETE /api/merchant/members/{userId}: the sub-account leaves the merchant. */
export async function removeMember(db: Db, input: { actor: Actor; userId: number }) {
  await changeableMember(db, input.actor, input.userId);
  await endMembership(db, input.actor.membership.merchantId, input.userId);
}

/**
 * POST /api/account/leave (docs/account.md): a sub-account leaves on its own. Not a member:
 * 1002; the owner: 1003 (a merchant never loses its owner, DESIGN §4).
 */
export async function leaveMerchant(db: Db, input: { userId: number; merchantId: number }) {
  const member = await memberOrThrow(db, input.merchantId, input.userId);
  if (member.role === 'owner') throw new AppError(apiCodes.forbidden, 'account.ownerCannotLeave');
  await endMembership(db, input.merchantId, input.userId);
}
