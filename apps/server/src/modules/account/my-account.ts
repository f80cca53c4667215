import type { AccountMineContent, MyMembership } from '@console/contract/account';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  dropDefaultMerchant,
  findActiveMembership,
  forgetIdentities,
  updateUser,
} from '../../identity/index.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { readLicence } from '../licences/index.ts';
import { recordStateOf } from '../merchant-records/index.ts';
import {
  findOwner,
  leaveMerchant,
  listUserMemberships,
  type UserMembership,
} from '../merchants/index.ts';

const notMember = () => new AppError(apiCodes.forbidden, 'merchant.notMember');

/** Me inside one merchant: role and keys, its owner, record and licence state, when I joined. */
async function describeMembership(db: Db, mine: UserMembership, now: Date): Promise<MyMembership> {
  const [owner, record, licence] = await Promise.all([
    findOwner(db, mine.id),
    recordStateOf(db, mine.id),
    readLicence(db, mine.id, now),
  ]);
  return {
    merchant: { id: mine.id, name: mine.name },
    role: mine.role,
    permissions: mine.permissions,
    owner: owner ?? null,
    record: record
      ? { status: record.status, decidedAt: record.decidedAt?.toISOString() ?? null }
      : null,
    licence: { status: licence.status, validUntil: licence.licence?.validUntil ?? null },
    joinedAt: mine.joinedAt.toISOString(),
  };
}

/**
 * GET /api/account/mine: all my active memberships (default first) and, when a merchants_id
 * is given, me inside that merchant; a merchant I am not an active member of answers 1003.
 */
export async function readMyAccount(
  db: Db,
  input: { userId: number; merchantId?: number; now: Date },
): Promise<AccountMineContent> {
  const memberships = await listUserMemberships(db, input.userId);
  let current: MyMembership | null = null;
  if (input.merchantId !== undefined) {
    const mine = memberships.find((membership) => membership.id === input.merchantId);
    if (!mine) throw notMember();
    current = await describeMembership(db, mine, input.now);
  }
  return {
    current,
    merchants: memberships.map((membership) => ({
      id: membership.id,
      name: membership.name,
      role: membership.role,
      permissions: membership.permissions,
      joinedAt: membership.joinedAt.toISOString(),
      isDefault: membership.isDefault,
    })),
    defaultMerchantId: memberships.find((membership) => membership.isDefault)?.id ?? null,
  };
}

/**
 * PUT /api/account/default-merchant: the merchant sign-in opens (docs/account.md); only one I
 * am an active member of (else 1003); null goes back to the last used merchant.
 */
export async function setDefaultMerchant(
  db: Db,
  input: { userId: number; merchantId: number | null },
) {
  if (input.merchantId !== null) {
    const membership = await findActiveMembership(db, input.userId, input.merchantId);
    if (!membership) throw notMember();
  }
  await updateUser(db, input.userId, { defaultMerchantId: input.merchantId });
}

/**
 * POST /api/account/leave: the membership's door (merchants' leaveMerchant: the owner is refused
 * with 1003; its entry and the sockets' room refresh go with the write); a default merchant left
 * stops being the default in the same write. Once committed, the identity cache forgets the
 * membership, so the next call with that merchant answers 1003.
 */
export async function leaveMyMerchant(
  write: Writer,
  origin: Origin,
  input: { userId: number; merchantId: number },
) {
  await write(origin, async (w) => {
    await leaveMerchant(w, input);
    await dropDefaultMerchant(w.tx, input.userId, input.merchantId);
  });
  forgetIdentities();
}
