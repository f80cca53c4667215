import { and, eq } from 'drizzle-orm';
import { MEMBER_MOVES, type MemberMove, type MemberStatus } from '@console/contract/merchants';
import type { PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import { merchantMembers } from '../../db/schema.ts';
import { revokeUserSessions } from '../../identity/index.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Write } from '../../write/writer.ts';

// The doors of a membership (docs/server.md "Doors", docs/account.md "Trail"): the one file that
// writes `merchant_members`, and the owner's door to a member's sessions. Each change records its
// entry in the merchant's scope, known by the member's user id (so one person's history in the
// merchant runs on across a removal and a new invitation), and has the member's open sockets
// join or leave the merchant's rooms once it has committed (docs/realtime.md "Membership
// changes"). The identity cache is forgotten by the callers once the write has committed.

/** Who the member is, as the member list shows them (the mobile masked). */
type MemberPerson = { id: number; nickname: string; mobile: string };

/** A membership's fields an entry records: never a secret, the mobile masked. */
const TRAIL_FIELDS = ['role', 'permissions', 'status'] as const;

const personOf = (user: MemberPerson) => ({
  nickname: user.nickname,
  mobile: maskMobile(user.mobile),
});

/** The member's sockets follow the membership as it now is, after commit. */
const refreshRooms = (write: Write, merchantId: number, userId: number) =>
  write.send({ to: 'refresh-merchant-rooms', userId, merchantId });

/** A sub-account's row, locked until the write ends: what it was when the change was made. */
async function lockedSubAccount(tx: Db, merchantId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(merchantMembers)
    .where(
      and(
        eq(merchantMembers.merchantId, merchantId),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.role, 'member'),
      ),
    )
    .for('update');
  return row;
}

/**
 * The door by which a registered user becomes a sub-account (POST /api/merchant/members).
 * Answers false, writing nothing, when they already are a member (two managers inviting the
 * same user at once: the unique pair decides).
 */
export async function addMember(
  write: Write,
  input: { merchantId: number; user: MemberPerson; permissions: PermissionKey[] },
): Promise<boolean> {
  const [row] = await write.tx
    .insert(merchantMembers)
    .values({
      merchantId: input.merchantId,
      userId: input.user.id,
      role: 'member',
      permissions: input.permissions,
      createdAt: write.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return false;
  write.record({
    scope: input.merchantId,
    action: 'invite',
    objectType: 'member',
    objectId: input.user.id,
    before: null,
    after: { ...personOf(input.user), ...pick(row, TRAIL_FIELDS) },
  });
  refreshRooms(write, input.merchantId, input.user.id);
  return true;
}

/** The trail's name of a status change, from the contract's MEMBER_MOVES. */
function moveOf(from: MemberStatus, to: MemberStatus): MemberMove {
  const move = (Object.keys(MEMBER_MOVES) as MemberMove[]).find(
    (name) =>
      (MEMBER_MOVES[name].from as readonly MemberStatus[]).includes(from) &&
      MEMBER_MOVES[name].to === to,
  );
  if (!move) throw new Error(`no member move from ${from} to ${to}`);
  return move;
}

/**
 * The door of a sub-account's keys and status (PUT /api/merchant/members/{userId}): writes what
 * differs and records it as `setPermissions`, a status move of MEMBER_MOVES (`disable`,
 * `enable`), or `update` when both change. Nothing differing writes nothing. Answers false when
 * the sub-account is gone (removed meanwhile).
 */
export async function changeMember(
  write: Write,
  input: {
    merchantId: number;
    userId: number;
    permissions?: PermissionKey[];
    status?: MemberStatus;
  },
): Promise<boolean> {
  const current = await lockedSubAccount(write.tx, input.merchantId, input.userId);
  if (!current) return false;
  const wanted = {
    permissions: input.permissions ?? current.permissions,
    status: input.status ?? current.status,
  };
  const change = changedFields(pick(current, ['permissions', 'status']), wanted);
  if (Object.keys(change.after).length === 0) return true;
  await write.tx.update(merchantMembers).set(wanted).where(eq(merchantMembers.id, current.id));
  const statusMoved = 'status' in change.after;
  const keysChanged = 'permissions' in change.after;
  write.record({
    scope: input.merchantId,
    action:
      statusMoved && keysChanged
        ? 'update'
        : statusMoved
          ? moveOf(current.status, wanted.status)
          : 'setPermissions',
    objectType: 'member',
    objectId: input.userId,
    ...change,
  });
  refreshRooms(write, input.merchantId, input.userId);
  return true;
}

/**
 * The door by which a sub-account's membership ends (docs/account.md): `remove` by a manager,
 * `leave` by the member themselves. The row goes (an owner's never), the entry keeps what it
 * was, and the user's sockets leave the merchant's rooms once it has committed. Answers false
 * when there was no such sub-account.
 */
export async function endMembership(
  write: Write,
  input: { merchantId: number; user: MemberPerson; action: 'remove' | 'leave' },
): Promise<boolean> {
  const [row] = await write.tx
    .delete(merchantMembers)
    .where(
      and(
        eq(merchantMembers.merchantId, input.merchantId),
        eq(merchantMembers.userId, input.user.id),
        eq(merchantMembers.role, 'member'),
      ),
    )
    .returning();
  if (!row) return false;
  write.record({
    scope: input.merchantId,
    action: input.action,
    objectType: 'member',
    objectId: input.user.id,
    before: { ...personOf(input.user), ...pick(row, TRAIL_FIELDS) },
    after: null,
  });
  refreshRooms(write, input.merchantId, input.user.id);
  return true;
}

/**
 * The door of the owner's "sign out everywhere" (POST /api/merchant/members/{userId}/sign-out,
 * docs/auth.md "Sign-ins"): every live session of the member ends, recorded as `signOut` with
 * the number of sessions that were live, and once committed their sockets close on every node.
 * No session live: nothing changes, nothing is recorded. Answers how many ended.
 */
export async function endMemberSessions(
  write: Write,
  input: { merchantId: number; userId: number },
): Promise<number> {
  const ended = await revokeUserSessions(write.tx, input.userId, write.now);
  if (ended === 0) return 0;
  write.record({
    scope: input.merchantId,
    action: 'signOut',
    objectType: 'member',
    objectId: input.userId,
    before: { sessions: ended },
    after: { sessions: 0 },
  });
  write.send({ to: 'disconnect-user', userId: input.userId });
  return ended;
}

/**
 * PUT merchants/lastUse (spec §7): remembers the switch so the next sign-in starts there. The
 * user's own place in the console, like their open tabs, not a change of the merchant's data:
 * no trail entry, no write of its own (docs/account.md "Trail").
 */
export async function recordLastUse(db: Db, userId: number, merchantId: number, now: Date) {
  await db
    .update(merchantMembers)
    .set({ lastUsedAt: now })
    .where(and(eq(merchantMembers.userId, userId), eq(merchantMembers.merchantId, merchantId)));
}

/** The owner's membership of a merchant being opened (merchant-doors.ts `openMerchant`). */
export async function addOwner(tx: Db, input: { merchantId: number; userId: number; now: Date }) {
  await tx.insert(merchantMembers).values({
    merchantId: input.merchantId,
    userId: input.userId,
    role: 'owner',
    createdAt: input.now,
  });
}
