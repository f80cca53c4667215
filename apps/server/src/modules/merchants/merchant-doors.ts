import { eq, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { merchantMembers, merchants } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Write } from '../../write/writer.ts';
import { addOwner } from './member-doors.ts';

// The doors of a merchant (docs/server.md "Doors"): the file that writes `merchants` — its
// opening and its settings (docs/account.md "Trail": object type `setting`, the merchant's id
// as the object).

/**
 * The door by which a merchant comes to be (docs/server.md "Doors"): the merchant and its
 * owner's membership, in the write's transaction, with one trail entry in the new merchant's
 * scope. An operator's approval of an onboarding record opens it (docs/onboarding.md
 * "Decisions"); the owner's open sockets join its rooms once the write has committed
 * (docs/realtime.md "Membership changes"). Answers the merchant's id.
 */
export async function openMerchant(
  write: Write,
  input: { name: string; ownerId: number },
): Promise<number> {
  const { tx, now } = write;
  const [merchant] = await tx
    .insert(merchants)
    .values({ name: input.name, createdAt: now })
    .returning({ id: merchants.id });
  const merchantId = merchant!.id;
  await addOwner(tx, { merchantId, userId: input.ownerId, now });
  write.record({
    scope: merchantId,
    action: 'create',
    objectType: 'merchant',
    objectId: merchantId,
    before: null,
    after: { name: input.name, ownerId: input.ownerId },
  });
  write.send({ to: 'refresh-merchant-rooms', userId: input.ownerId, merchantId });
  return merchantId;
}

/**
 * PUT /api/merchant/time-zone (docs/home.md "The merchant's days"): the zone of the merchant's days. Every
 * day bucket of the home moves with it, so the rollups are counted again in the same
 * transaction. Answers whether the zone changed (the same zone writes and records nothing); the
 * caller then has the identity cache forget the memberships that carry the old zone.
 */
export async function setMerchantTimeZone(
  write: Write,
  merchantId: number,
  timeZone: string,
): Promise<boolean> {
  const [row] = await write.tx
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .for('update');
  if (!row || row.timeZone === timeZone) return false;
  await write.tx.update(merchants).set({ timeZone }).where(eq(merchants.id, merchantId));
  await write.tx.execute(sql`select order_days_recount(${merchantId})`);
  write.record({
    scope: merchantId,
    action: 'setTimeZone',
    objectType: 'setting',
    objectId: merchantId,
    before: { timeZone: row.timeZone },
    after: { timeZone },
  });
  return true;
}

/**
 * PUT /api/merchant/second-factor (docs/auth.md "Required"): the owner requires a second
 * factor of everyone working in the merchant, or lifts it. The owner needs one first. Answers
 * whether it changed; the caller then has the identity cache forget the memberships.
 */
export async function setMerchantSecondFactor(
  write: Write,
  input: { merchantId: number; required: boolean; ownerHasSecondFactor: boolean },
): Promise<boolean> {
  const [row] = await write.tx
    .select({ required: merchants.requireSecondFactor })
    .from(merchants)
    .where(eq(merchants.id, input.merchantId))
    .for('update');
  if (!row || row.required === input.required) return false;
  if (input.required && !input.ownerHasSecondFactor) {
    throw new AppError(apiCodes.rejected, 'account.secondFactorSelfFirst');
  }
  await write.tx
    .update(merchants)
    .set({ requireSecondFactor: input.required })
    .where(eq(merchants.id, input.merchantId));
  // The sockets of members without a second factor leave the merchant's rooms, or join them
  // again (docs/auth.md "Required").
  const members = await write.tx
    .select({ userId: merchantMembers.userId })
    .from(merchantMembers)
    .where(eq(merchantMembers.merchantId, input.merchantId));
  for (const { userId } of members) {
    write.send({ to: 'refresh-merchant-rooms', userId, merchantId: input.merchantId });
  }
  write.record({
    scope: input.merchantId,
    action: 'setSecondFactor',
    objectType: 'setting',
    objectId: input.merchantId,
    before: { requireSecondFactor: row.required },
    after: { requireSecondFactor: input.required },
  });
  return true;
}
