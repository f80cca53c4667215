import { and, desc, eq, gt } from 'drizzle-orm';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
} from '@console/contract/constants';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import { assertUnlocked, lockedUntil } from '../../lib/throttle.ts';

async function failuresSince(db: Db, where: ReturnType<typeof and>, max: number) {
  const rows = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(where)
    .orderBy(desc(loginAttempts.at))
    .limit(max);
  return rows.map((row) => row.at);
}

/**
 * DESIGN §3 rate limit: 5 failures per username or 30 per IP within 15 minutes answer 1005.
 * The key is the username as typed, so an unknown account is throttled exactly like a real one.
 * A success clears the account's count; the IP count stays, since an attacker may own accounts.
 */
export async function assertLoginAllowed(db: Db, input: { key: string; ip: string; now: Date }) {
  const windowStart = new Date(input.now.getTime() - LOGIN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, input.key), eq(loginAttempts.succeeded, true)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const accountSince = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const failed = eq(loginAttempts.succeeded, false);
  const byAccount = await failuresSince(
    db,
    and(eq(loginAttempts.username, input.key), failed, gt(loginAttempts.at, accountSince)),
    LOGIN_MAX_FAILURES_PER_ACCOUNT,
  );
  const byIp = await failuresSince(
    db,
    and(eq(loginAttempts.ip, input.ip), failed, gt(loginAttempts.at, windowStart)),
    LOGIN_MAX_FAILURES_PER_IP,
  );
  assertUnlocked(
    [
      lockedUntil(byAccount, LOGIN_MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
      lockedUntil(byIp, LOGIN_MAX_FAILURES_PER_IP, LOGIN_WINDOW_MS),
    ],
    input.now,
    'auth.tooManyAttempts',
  );
}

export async function recordLoginAttempt(
  db: Db,
  input: { key: string; ip: string; succeeded: boolean; now: Date },
) {
  await db.insert(loginAttempts).values({
    username: input.key.slice(0, 254),
    ip: input.ip,
    succeeded: input.succeeded,
    at: input.now,
  });
}
