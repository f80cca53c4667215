// What a write hands to the realtime layer, sent once after its transaction commits
// (docs/server.md "Doors"): data, so that doors know no socket and the hub knows no module.

/** A merchant's rooms, each for the staff holding its keys (realtime/merchant-rooms.ts). */
export type MerchantRoomKind = 'merchant' | 'chat' | 'review';

export type Outgoing =
  /** Every open session of the user, on every node. */
  | { to: 'user'; userId: number; event: string; payload: unknown }
  /** One of a merchant's rooms. */
  | { to: 'room'; room: MerchantRoomKind; merchantId: number; event: string; payload: unknown }
  /** Every socket of a storefront customer. */
  | { to: 'customer'; customerId: number; event: string; payload: unknown }
  /** Every socket of the users holding any of the roles. */
  | { to: 'roles'; roleIds: readonly number[]; event: string; payload: unknown }
  /** The user's sockets join or leave the merchant's rooms as their membership now allows. */
  | { to: 'refresh-merchant-rooms'; userId: number; merchantId: number }
  /** The user's sockets join the rooms of the roles they now hold. */
  | { to: 'refresh-role-rooms'; userId: number }
  /** Every socket of the user closes (password reset, deleted user). */
  | { to: 'disconnect-user'; userId: number }
  /** The sockets of one session close (sign-out, revoked session). */
  | { to: 'disconnect-session'; sessionId: number };
