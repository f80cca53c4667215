import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import {
  forgetIdentities,
  normalizeUsername,
  updateUser,
  type SessionUser,
} from '../../identity/index.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { assertLoginAllowed, recordLoginAttempt } from '../sign-in-throttle/index.ts';
import { revokeOtherSessions } from './my-sessions.ts';

type ChangePasswordInput = {
  user: SessionUser;
  current: string;
  password: string;
  ip: string;
  now: Date;
};

/**
 * PUT /api/account/password. The current password is a password guess like a sign-in: it is
 * checked under the login rate limit (5 failures per account, 30 per IP in 15 minutes answer
 * 1005) and a wrong one is recorded as a failed sign-in of the account's mail, so it also shows
 * in "recent sign-ins". A right one replaces the hash and ends every other session of the user
 * (DESIGN §3: a password change revokes sessions); this one stays. Answers the ended session
 * ids, whose sockets the caller closes.
 */
export async function changePassword(db: Db, input: ChangePasswordInput): Promise<number[]> {
  const { user, ip, now } = input;
  const [row] = await db
    .select({ mail: users.mail, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.userId))
    .limit(1);
  const key = normalizeUsername(row?.mail ?? '');
  await assertLoginAllowed(db, { key, ip, now });
  if (!(await verifyPassword(row?.passwordHash, input.current))) {
    await recordLoginAttempt(db, { key, ip, succeeded: false, now });
    throw fieldError('current', 'account.currentPasswordWrong');
  }
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await updateUser(tx, user.userId, { passwordHash });
    return revokeOtherSessions(tx, { user, now });
  });
  // Forgotten again once committed: a lookup during the transaction read the old sessions.
  forgetIdentities();
  return ended;
}
