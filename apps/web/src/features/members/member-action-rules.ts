import {
  MEMBER_MOVES,
  type MemberMove,
  type MemberStatus,
  type MerchantMember,
} from '@console/contract/merchants';

/**
 * The status move a sub-account's row offers: the contract's `MEMBER_MOVES` entry starting from
 * its status (DESIGN §4 "Sub-accounts"); the owner is offered none, as it cannot be changed.
 */
export function statusMoveOf(member: Pick<MerchantMember, 'role' | 'status'>): MemberMove | null {
  if (member.role === 'owner') return null;
  const moves = Object.keys(MEMBER_MOVES) as MemberMove[];
  return (
    moves.find((move) =>
      (MEMBER_MOVES[move].from as readonly MemberStatus[]).includes(member.status),
    ) ?? null
  );
}
