import { apiCodes } from '@console/contract/api-codes';
import { MEMBER_SIGN_INS_SHOWN, type MemberSignIn } from '@console/contract/member-sign-ins';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { forgetIdentities, recentSessions } from '../../identity/index.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { Actor, MemberServices } from './member-admin.ts';
import { endMemberSessions } from './member-doors.ts';
import { findMember } from './service.ts';

// docs/auth.md "Sign-ins": the owner's view of who signs in to a member's account, and "sign out
// everywhere". The owner's alone, not member:manage's: the history is the person's (their
// addresses, their browsers, also outside this merchant), and ending their sessions signs them
// out of every merchant they work in (docs/account.md "Decisions").

/** The owner of the request's merchant, or 1003. */
function assertOwner(actor: Actor) {
  if (actor.membership.role !== 'owner') {
    throw new AppError(apiCodes.forbidden, 'member.ownerOnly');
  }
}

/** A member of the merchant (the owner too), or 1002: nobody else's sign-ins are shown. */
async function assertMember(db: Db, merchantId: number, userId: number) {
  if (!(await findMember(db, merchantId, userId))) {
    throw new AppError(apiCodes.notFound, 'error.notFound');
  }
}

/** GET /api/merchant/members/{userId}/sign-ins: every session opened is a sign-in. */
export async function listMemberSignIns(
  db: Db,
  input: { actor: Actor; userId: number },
): Promise<MemberSignIn[]> {
  assertOwner(input.actor);
  await assertMember(db, input.actor.membership.merchantId, input.userId);
  const rows = await recentSessions(db, input.userId, MEMBER_SIGN_INS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    ip: row.ip,
    browser: describeUserAgent(row.userAgent),
    method: row.method,
    secondFactor: row.secondFactor,
  }));
}

/**
 * POST /api/merchant/members/{userId}/sign-out: every live session of the member ends, through
 * the member door. Not the owner themself (1003): their other devices are "sign out all other
 * devices" in /setting/account, which keeps the session asking. Answers how many ended.
 */
export async function signOutMember(
  services: MemberServices,
  input: { actor: Actor; userId: number },
): Promise<number> {
  const { actor, userId } = input;
  assertOwner(actor);
  const merchantId = actor.membership.merchantId;
  await assertMember(services.db, merchantId, userId);
  if (userId === actor.userId) throw new AppError(apiCodes.forbidden, 'member.signOutSelf');
  const ended = await services.write(actor.origin, (w) =>
    endMemberSessions(w, { merchantId, userId }),
  );
  // Forgotten again once committed: a lookup during the write read the live sessions.
  forgetIdentities();
  return ended;
}
