import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@console/contract/constants';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import type { SessionUser, SessionUserRow } from './identity-types.ts';
import {
  cachedSession,
  forgetIdentities,
  identityGeneration,
  rememberSession,
} from './identity-cache.ts';

/** DESIGN §3: only the SHA-256 of a token is stored, so a database leak holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session for the user: 32 random bytes (base64url) valid for one day (DESIGN §3). */
export async function createSession(
  db: Db,
  input: { userId: number; now: Date; ip: string; userAgent: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
  });
  return token;
}

/** What a request's session lookup reads: the session and its user. */
export const sessionUserColumns = {
  sessionId: sessions.id,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  userId: users.id,
  uuid: users.uuid,
  role: users.role,
  status: users.status,
};

/** The signed-in user of a session row, unless it is expired, revoked or its user disabled. */
export function liveSessionUser(row: SessionUserRow | undefined, now: Date) {
  if (!row || row.revokedAt !== null || row.expiresAt <= now || row.status !== 'active') {
    return undefined;
  }
  const user: SessionUser = {
    sessionId: row.sessionId,
    userId: row.userId,
    uuid: row.uuid,
    role: row.role,
  };
  return user;
}

/** The session of a token hash with its user: prepared, it runs on every signed-in request. */
const sessionByHash = (db: Db) =>
  prepared(db, 'session_user', (name) =>
    db
      .select(sessionUserColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
      .limit(1)
      .prepare(name),
  );

/** The signed-in user of a token, or undefined when unknown, expired, revoked or disabled. */
export async function findSessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  let row = cachedSession(tokenHash);
  if (!row) {
    const readAt = identityGeneration();
    [row] = await sessionByHash(db).execute({ tokenHash });
    if (row) rememberSession(tokenHash, row, readAt);
  }
  return liveSessionUser(row, now);
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetIdentities();
}

/** DESIGN §3: a password change ends every session of the user. */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetIdentities();
}
