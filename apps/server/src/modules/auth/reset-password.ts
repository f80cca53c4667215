import type { ResetPasswordBody } from '@console/contract/auth';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../http/app-error.ts';
import { consumeCaptcha, verifyCaptcha } from '../captcha/index.ts';
import { hashPassword } from './passwords.ts';
import {
  findUserByTarget,
  forgetIdentities,
  revokeUserSessions,
  updateUser,
} from '../../identity/index.ts';

/** POST /api/password/reset ("forgot password"): a reset code, a new hash, every session ends. */
export async function resetPassword(
  db: Db,
  input: Pick<ResetPasswordBody, 'mobile' | 'mail'> & { captcha: string; password: string },
  now: Date,
): Promise<{ userId: number }> {
  const target = input.mobile
    ? { channel: 'mobile' as const, to: input.mobile }
    : { channel: 'mail' as const, to: input.mail ?? '' };
  const captchaId = await verifyCaptcha(db, {
    target: target.to,
    purpose: 'reset',
    code: input.captcha,
    now,
  });
  const user = await findUserByTarget(db, target);
  if (!user) throw fieldError('captcha', 'captcha.wrong');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await consumeCaptcha(tx, captchaId, now);
    await updateUser(tx, user.id, { passwordHash });
    // DESIGN §3: a password change revokes every session of the user.
    await revokeUserSessions(tx, user.id, now);
  });
  // Forgotten again once committed: a lookup during the transaction read the old sessions.
  forgetIdentities();
  return { userId: user.id };
}
