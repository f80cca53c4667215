import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  SIGN_INS_SHOWN,
  type AccountSession,
  type SignInAttempt,
} from '@console/contract/account-sessions';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { loginAttempts, sessions, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  normalizeUsername,
  revokeOtherSessions as revokeUserOtherSessions,
  revokeSession,
  type SessionUser,
} from '../../identity/index.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** A session still in use: neither revoked nor expired. */
const liveOf = (userId: number, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** GET /api/account/sessions: my live sessions, newest first, this one marked `current`. */
export async function listMySessions(
  db: Db,
  input: { user: SessionUser; now: Date },
): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(liveOf(input.user.userId, input.now))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    browser: describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === input.user.sessionId,
  }));
}

/**
 * DELETE /api/account/sessions/{id}: ends one of my live sessions at once (the identity cache
 * forgets it); another user's session, or one already ended, answers 1002 and changes nothing.
 * The caller closes its sockets.
 */
export async function revokeMySession(
  db: Db,
  input: { userId: number; sessionId: number; now: Date },
) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, input.sessionId), liveOf(input.userId, input.now)))
    .limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  await revokeSession(db, row.id, input.now);
}

/** POST /api/account/sessions/revoke-others: ends every live session but this one. */
export async function revokeOtherSessions(
  db: Db,
  input: { user: SessionUser; now: Date },
): Promise<number[]> {
  return revokeUserOtherSessions(db, {
    userId: input.user.userId,
    keepSessionId: input.user.sessionId,
    now: input.now,
  });
}

/**
 * GET /api/account/sign-ins: the last password sign-in attempts made with my mail or mobile
 * (login_attempts keeps the name as typed, normalised; a captcha sign-in records none).
 */
export async function listMySignIns(db: Db, userId: number): Promise<SignInAttempt[]> {
  const [user] = await db
    .select({ mail: users.mail, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return [];
  const names = [normalizeUsername(user.mail), normalizeUsername(user.mobile)];
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(inArray(loginAttempts.username, names))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(SIGN_INS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    succeeded: row.succeeded,
    at: row.at.toISOString(),
  }));
}
