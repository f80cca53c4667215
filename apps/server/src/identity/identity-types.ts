import type { MemberRole, PermissionKey } from '@console/contract/roles';

// What the identity lookup answers; its own file so that the cache, the session lookup and the
// membership lookup depend on it and not on each other.

/** The signed-in user of a live session. */
export type SessionUser = {
  sessionId: number;
  userId: number;
  uuid: string;
  role: 'user' | 'op' | 'admin';
  /** A second factor is on (docs/auth.md "Required"). */
  secondFactor: boolean;
};

/** A session row as the lookup reads it: expiry, revocation and status are checked per use. */
export type SessionUserRow = {
  sessionId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: number;
  uuid: string;
  role: SessionUser['role'];
  status: string;
  secondFactor: boolean;
};

/** An active membership of an active merchant, with its effective keys (DESIGN §4). */
export type Membership = {
  merchantId: number;
  merchantName: string;
  /**
   * The merchant's days (docs/home.md "The merchant's days"): an IANA zone, Asia/Shanghai unless
   * set.
   */
  timeZone: string;
  role: MemberRole;
  permissions: PermissionKey[];
  /** The owner requires a second factor of everyone working here (docs/auth.md "Required"). */
  requireSecondFactor: boolean;
};
