import { apiCodes } from '@console/contract/api-codes';
import { PERMISSION_KEYS, type PermissionKey } from '@console/contract/roles';
import type { MerchantMember, MemberStatus } from '@console/contract/merchants';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { forgetIdentities } from '../../identity/index.ts';
import { findUserByMail, findUserByMobile } from '../../identity/index.ts';
import type { Membership } from '../../identity/index.ts';
import type { Origin } from '../../write/origin.ts';
import type { Write, Writer } from '../../write/writer.ts';
import { addMember, changeMember, endMembership } from './member-doors.ts';
import { findMember } from './service.ts';

/** The member:manage holder acting, inside the merchant of the request, and from where. */
export type Actor = { userId: number; membership: Membership; origin: Origin };
/** What the actions need: reads, and the writer their doors run in. */
export type MemberServices = { db: Db; write: Writer };

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

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

async function memberOrThrow(db: Db, merchantId: number, userId: number) {
  const member = await findMember(db, merchantId, userId);
  if (!member) throw notFound();
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

/** Runs a membership write; once committed, the identity cache reads the memberships again. */
async function writeMembership<T>(
  { write }: MemberServices,
  origin: Origin,
  work: (w: Write) => Promise<T>,
): Promise<T> {
  const result = await write(origin, work);
  forgetIdentities();
  return result;
}

/** POST /api/merchant/members: adds an existing user (by mobile or mail) as a sub-account. */
export async function inviteMember(
  services: MemberServices,
  input: { actor: Actor; mobile?: string; mail?: string; permissions: PermissionKey[] },
): Promise<MerchantMember> {
  const { db } = services;
  const field = input.mobile !== undefined ? 'mobile' : 'mail';
  const user =
    input.mobile !== undefined
      ? await findUserByMobile(db, input.mobile)
      : await findUserByMail(db, input.mail ?? '');
  if (!user) throw fieldError(field, 'member.noSuchUser');
  const merchantId = input.actor.membership.merchantId;
  if (await findMember(db, merchantId, user.id)) throw fieldError(field, 'member.alreadyMember');
  assertMayGrant(input.actor, input.permissions, []);
  const permissions = inCatalogueOrder(input.permissions);
  const added = await writeMembership(services, input.actor.origin, (w) =>
    addMember(w, { merchantId, user, permissions }),
  );
  // Two managers inviting the same user at once: the unique pair decided for the other.
  if (!added) throw fieldError(field, 'member.alreadyMember');
  return memberOrThrow(db, merchantId, user.id);
}

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
export async function updateMember(
  services: MemberServices,
  input: { actor: Actor; userId: number; permissions?: PermissionKey[]; status?: MemberStatus },
): Promise<MerchantMember> {
  const { db } = services;
  const merchantId = input.actor.membership.merchantId;
  const member = await changeableMember(db, input.actor, input.userId);
  if (input.permissions) assertMayGrant(input.actor, input.permissions, member.permissions);
  const changed = await writeMembership(services, input.actor.origin, (w) =>
    changeMember(w, {
      merchantId,
      userId: input.userId,
      permissions: input.permissions && inCatalogueOrder(input.permissions),
      status: input.status,
    }),
  );
  if (!changed) throw notFound();
  return memberOrThrow(db, merchantId, input.userId);
}

/** DELETE /api/merchant/members/{userId}: the sub-account leaves the merchant. */
export async function removeMember(
  services: MemberServices,
  input: { actor: Actor; userId: number },
) {
  const member = await changeableMember(services.db, input.actor, input.userId);
  const merchantId = input.actor.membership.merchantId;
  const user = { id: member.userId, nickname: member.nickname, mobile: member.mobile };
  const ended = await writeMembership(services, input.actor.origin, (w) =>
    endMembership(w, { merchantId, user, action: 'remove' }),
  );
  if (!ended) throw notFound();
}

/**
 * POST /api/account/leave (docs/account.md): a sub-account leaves on its own, in the caller's
 * write (the account module clears the default merchant in it too). Not a member: 1002; the
 * owner: 1003 (a merchant never loses its owner, DESIGN §4). The caller forgets the identity
 * cache once the write has committed.
 */
export async function leaveMerchant(w: Write, input: { userId: number; merchantId: number }) {
  const member = await memberOrThrow(w.tx, input.merchantId, input.userId);
  if (member.role === 'owner') throw new AppError(apiCodes.forbidden, 'account.ownerCannotLeave');
  const user = { id: member.userId, nickname: member.nickname, mobile: member.mobile };
  const ended = await endMembership(w, { merchantId: input.merchantId, user, action: 'leave' });
  if (!ended) throw notFound();
}
