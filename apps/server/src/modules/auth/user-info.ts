import { eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { UserInfo } from '@console/contract/auth';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listUserMerchants } from '../merchants/index.ts';
import { secondFactorRequiredBy } from '../second-factor/index.ts';

/** spec §3 user info: access is the platform role; merchants are last used first (spec §4). */
export async function buildUserInfo(db: Db, user: UserRow): Promise<UserInfo> {
  return {
    nickname: user.nickname,
    faceUrl: user.faceUrl,
    mail: user.mail,
    mobile: user.mobile,
    merchants: await listUserMerchants(db, user.id),
    access: [user.role],
    // docs/auth.md "Required": the web leads a user this names to set a second factor up.
    secondFactorRequiredBy: user.secondFactor ? [] : await secondFactorRequiredBy(db, user.id),
  };
}

/** GET /api/userInfo: the signed-in user's info, or 1007 if the account vanished meanwhile. */
export async function loadUserInfo(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
  return buildUserInfo(db, user);
}
