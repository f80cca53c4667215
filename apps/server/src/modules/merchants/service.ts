import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { MerchantContextContent, MerchantMember } from '@console/contract/merchants';
import type { Db } from '../../db/client.ts';
import { merchantMembers, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import {
  effectivePermissions,
  findActiveMembership,
  type Membership,
} from '../../identity/index.ts';
import { recordLastUse } from './member-doors.ts';

/** PUT /api/merchants/lastUse/{merchantId}: only a merchant the caller belongs to. */
export async function useMerchant(
  db: Db,
  input: { userId: number; merchantId: number; now: Date },
) {
  const membership = await findActiveMembership(db, input.userId, input.merchantId);
  if (!membership) throw new AppError(apiCodes.forbidden, 'merchant.notMember');
  await recordLastUse(db, input.userId, input.merchantId, input.now);
}

/** GET /api/merchant/context: who the caller is inside the current merchant. */
export function describeContext(membership: Membership): MerchantContextContent {
  return {
    merchant: { id: membership.merchantId, name: membership.merchantName },
    role: membership.role,
    permissions: membership.permissions,
    timeZone: membership.timeZone,
  };
}

async function selectMembers(db: Db, where: SQL | undefined): Promise<MerchantMember[]> {
  const rows = await db
    .select({
      id: merchantMembers.id,
      userId: merchantMembers.userId,
      nickname: users.nickname,
      mobile: users.mobile,
      role: merchantMembers.role,
      permissions: merchantMembers.permissions,
      status: merchantMembers.status,
    })
    .from(merchantMembers)
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(where)
    // 'owner' sorts after 'member', so descending puts the owner first.
    .orderBy(desc(merchantMembers.role), asc(merchantMembers.id));
  return rows.map((row) => ({
    ...row,
    mobile: maskMobile(row.mobile),
    permissions: effectivePermissions(row.role, row.permissions),
  }));
}

/** GET /api/merchant/members: the merchant's members, owner first; no secret leaves the server. */
export async function listMembers(db: Db, merchantId: number): Promise<MerchantMember[]> {
  return selectMembers(db, eq(merchantMembers.merchantId, merchantId));
}

/** One member of the merchant as the list shows it, or undefined. */
export async function findMember(
  db: Db,
  merchantId: number,
  userId: number,
): Promise<MerchantMember | undefined> {
  const [member] = await selectMembers(
    db,
    and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.userId, userId)),
  );
  return member;
}

/** The merchant's owner as /account/mine names them, or undefined. */
export async function findOwner(db: Db, merchantId: number) {
  const [owner] = await selectMembers(
    db,
    and(eq(merchantMembers.merchantId, merchantId), eq(merchantMembers.role, 'owner')),
  );
  return owner && { id: owner.userId, nickname: owner.nickname };
}
