import { merchantMembers, merchants } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';

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
  await tx.insert(merchantMembers).values({
    merchantId,
    userId: input.ownerId,
    role: 'owner',
    createdAt: now,
  });
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
