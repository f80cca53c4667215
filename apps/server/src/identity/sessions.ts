import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
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

type NewSession = typeof sessions.$inferInsert;

/** The user's last `limit` sessions, newest first: their sign-ins (docs/auth.md "Sign-ins"). */
export function recentSessions(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/**
 * Whether an earlier session of the user came from the browser of `deviceHash` (`known`), and
 * whether any of their sessions recorded a browser at all (`tracked`; docs/auth.md "New
 * browsers").
 */
export async function deviceHistory(db: Db, userId: number, deviceHash: string) {
  const ofDevice = (where: SQL) =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), where))
      .limit(1);
  if ((await ofDevice(eq(sessions.deviceHash, deviceHash))).length > 0) {
    return { known: true, tracked: true };
  }
  const tracked = (await ofDevice(isNotNull(sessions.deviceHash))).length > 0;
  return { known: false, tracked };
}

/** A new session for the user: 32 random bytes (base64url) valid for one day (DESIGN §3). */
export async function createSession(
  db: Db,
  input: {
    userId: number;
    now: Date;
    ip: string;
    userAgent: string;
    method: NewSession['method'];
    secondFactor?: NewSession['secondFactor'];
    deviceHash?: string | null;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    method: input.method,
    secondFactor: input.secondFactor ?? null,
    deviceHash: input.deviceHash ?? null,
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
  secondFactor: users.secondFactor,
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
    secondFactor: row.secondFactor,
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

/**
 * DESIGN §3: a password change ends every session of the user (so does the owner's "sign out
 * everywhere", docs/auth.md "Sign-ins"). Answers how many of them were still live.
 */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ expiresAt: sessions.expiresAt });
  forgetIdentities();
  return ended.filter((row) => row.expiresAt > now).length;
}

/** Every live session of the user but `keepSessionId` ends; answers the ended sessions' ids. */
export async function revokeOtherSessions(
  db: Db,
  input: { userId: number; keepSessionId: number; now: Date },
): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
        ne(sessions.id, input.keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  forgetIdentities();
  return ended.map((row) => row.id);
}

/** How fresh a session's `last_used_at` is kept: at most one write per session this often. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** Sessions this process wrote `last_used_at` of, and when (bounded: cleared past 50,000). */
const touchedAt = new Map<number, number>();

const touchSession = (db: Db) =>
  prepared(db, 'session_touch', (name) =>
    db
      .update(sessions)
      .set({ lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < ${sql.placeholder('stale')}::timestamptz)`,
        ),
      )
      .prepare(name),
  );

/**
 * A request used the session ("last used" in /setting/account, docs/account.md "Decisions").
 * Written at most once per SESSION_TOUCH_MS per session and process, and only when the stored time
 * is older (another node may have written it): not on every request. The write is not awaited by
 * the request; a failure (the database restarting) only leaves the time older.
 */
export function noteSessionUse(db: Db, sessionId: number, now: Date): void {
  const last = touchedAt.get(sessionId);
  if (last !== undefined && now.getTime() - last < SESSION_TOUCH_MS) return;
  if (touchedAt.size >= 50_000) touchedAt.clear();
  touchedAt.set(sessionId, now.getTime());
  touchSession(db)
    .execute({
      sessionId,
      now: now.toISOString(),
      stale: new Date(now.getTime() - SESSION_TOUCH_MS).toISOString(),
    })
    .catch(() => touchedAt.delete(sessionId));
}
