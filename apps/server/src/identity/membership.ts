import { and, eq, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, type MemberRole, type PermissionKey } from '@console/contract/roles';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { merchantMembers, merchants, sessions, users } from '../db/schema.ts';
import {
  cachedMembership,
  cachedSession,
  identityGeneration,
  rememberMembership,
  rememberSession,
} from './identity-cache.ts';
import type { Membership, SessionUser } from './identity-types.ts';
import { hashToken, liveSessionUser, sessionUserColumns } from './sessions.ts';

const knownKeys = new Set<string>(PERMISSION_KEYS);

/** DESIGN §4: the owner holds every key; a member holds the known keys it was granted. */
export function effectivePermissions(role: MemberRole, granted: string[]): PermissionKey[] {
  if (role === 'owner') return [...PERMISSION_KEYS];
  return granted.filter((key): key is PermissionKey => knownKeys.has(key));
}

/** Prepared: the merchant context of every merchant-scoped request reads it. */
const activeMembership = (db: Db) =>
  prepared(db, 'active_membership', (name) =>
    db
      .select({
        merchantId: merchants.id,
        merchantName: merchants.name,
        timeZone: merchants.timeZone,
        requireSecondFactor: merchants.requireSecondFactor,
        role: merchantMembers.role,
        permissions: merchantMembers.permissions,
      })
      .from(merchantMembers)
      .innerJoin(merchants, eq(merchants.id, merchantMembers.merchantId))
      .where(
        and(
          eq(merchantMembers.userId, sql.placeholder('userId')),
          eq(merchantMembers.merchantId, sql.placeholder('merchantId')),
          eq(merchantMembers.status, 'active'),
          eq(merchants.status, 'active'),
        ),
      )
      .limit(1)
      .prepare(name),
  );

/** The caller's active membership of an active merchant, or undefined (spec §6, DESIGN §3). */
export async function findActiveMembership(
  db: Db,
  userId: number,
  merchantId: number,
): Promise<Membership | undefined> {
  const [row] = await activeMembership(db).execute({ userId, merchantId });
  if (!row) return undefined;
  return { ...row, permissions: effectivePermissions(row.role, row.permissions) };
}

/**
 * A token's signed-in user and, in the same query, its active membership of `merchantId`: a
 * merchant-scoped read that names its merchant in the query string costs one round trip for
 * both (plugins/auth-plugin.ts).
 */
const sessionWithMembership = (db: Db) =>
  prepared(db, 'session_membership', (name) =>
    db
      .select({
        session: sessionUserColumns,
        member: {
          role: merchantMembers.role,
          permissions: merchantMembers.permissions,
        },
        merchant: {
          id: merchants.id,
          name: merchants.name,
          timeZone: merchants.timeZone,
          requireSecondFactor: merchants.requireSecondFactor,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        merchantMembers,
        and(
          eq(merchantMembers.userId, users.id),
          eq(merchantMembers.merchantId, sql.placeholder('merchantId')),
          eq(merchantMembers.status, 'active'),
        ),
      )
      .leftJoin(
        merchants,
        and(eq(merchants.id, merchantMembers.merchantId), eq(merchants.status, 'active')),
      )
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare(name),
  );

export async function findSessionMembership(
  db: Db,
  token: string,
  merchantId: number,
  now: Date,
): Promise<{ user?: SessionUser; membership?: Membership }> {
  const tokenHash = hashToken(token);
  const kept = cachedSession(tokenHash);
  const keptMembership = cachedMembership(tokenHash, merchantId);
  if (kept && keptMembership) {
    const user = liveSessionUser(kept, now);
    return user ? { user, membership: keptMembership } : {};
  }
  const readAt = identityGeneration();
  const [row] = await sessionWithMembership(db).execute({ tokenHash, merchantId });
  if (!row) return {};
  rememberSession(tokenHash, row.session, readAt);
  const user = liveSessionUser(row.session, now);
  if (!user || !row.member || !row.merchant) return { user };
  const { role, permissions } = row.member;
  const membership: Membership = {
    merchantId: row.merchant.id,
    merchantName: row.merchant.name,
    timeZone: row.merchant.timeZone,
    requireSecondFactor: row.merchant.requireSecondFactor,
    role,
    permissions: effectivePermissions(role, permissions),
  };
  rememberMembership(tokenHash, membership, readAt);
  return { user, membership };
}
