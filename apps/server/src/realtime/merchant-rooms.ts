import { and, eq, or, sql } from 'drizzle-orm';
import type { PermissionKey } from '@console/contract/roles';
import type { Db } from '../db/client.ts';
import type { MerchantRoomKind as RoomKind } from '../write/outgoing.ts';
import { merchantMembers, merchants, users } from '../db/schema.ts';

/**
 * A merchant's rooms and who is in them (DESIGN §4 permission keys): the order room for those
 * who may see its orders, the chat room for those who may answer its customers, the review
 * room for those who may read its reviews (docs/realtime.md "Connection", docs/reviews.md
 * "Realtime"). The owner holds
 * every key.
 */
export const MERCHANT_ROOM_KINDS = {
  merchant: ['order:view', 'order:manage'],
  chat: ['chat:reply'],
  review: ['review:reply', 'customer:view'],
} as const satisfies Record<RoomKind, readonly PermissionKey[]>;
export type MerchantRoomKind = keyof typeof MERCHANT_ROOM_KINDS;

export const merchantRoom = (kind: MerchantRoomKind, merchantId: number) => `${kind}:${merchantId}`;

/**
 * The merchant rooms a user belongs in: one per merchant where they are an active member
 * holding the room's keys. With `onlyMerchantId`, only that merchant's (a membership change
 * re-checks one merchant, docs/realtime.md "Membership changes"). A merchant that requires a
 * second factor of a user without one is left out, as its calls are (docs/auth.md "Required").
 */
export async function merchantRoomsOf(
  db: Db,
  userId: number,
  onlyMerchantId?: number,
): Promise<string[]> {
  const rows = await db
    .select({
      merchantId: merchantMembers.merchantId,
      role: merchantMembers.role,
      permissions: merchantMembers.permissions,
    })
    .from(merchantMembers)
    .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
    .innerJoin(users, eq(users.id, merchantMembers.userId))
    .where(
      and(
        eq(merchantMembers.userId, userId),
        or(eq(merchants.requireSecondFactor, false), eq(users.secondFactor, true)),
        onlyMerchantId === undefined ? undefined : eq(merchantMembers.merchantId, onlyMerchantId),
        eq(merchantMembers.status, 'active'),
        or(
          eq(merchantMembers.role, 'owner'),
          sql`${merchantMembers.permissions} && array['order:view', 'order:manage', 'chat:reply', 'review:reply', 'customer:view']::text[]`,
        ),
      ),
    );
  const rooms: string[] = [];
  for (const row of rows) {
    for (const [kind, keys] of Object.entries(MERCHANT_ROOM_KINDS)) {
      const holds = row.role === 'owner' || keys.some((key) => row.permissions.includes(key));
      if (holds) rooms.push(merchantRoom(kind as MerchantRoomKind, row.merchantId));
    }
  }
  return rooms;
}
