import type { LoginBody, LoginByCaptchaBody, SessionContent } from '@console/contract/auth';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { consumeCaptcha, verifyCaptcha } from '../captcha/index.ts';
import { assertLoginAllowed, recordLoginAttempt } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './session-content.ts';
import { findUserByMobile, findUserByUsername, normalizeUsername } from '../../identity/index.ts';

function assertActive(user: UserRow) {
  if (user.status !== 'active') throw new AppError(apiCodes.forbidden, 'auth.accountDisabled');
}

/**
 * POST /api/login: mail or mobile plus password. Wrong credentials answer the same message
 * whether or not the account exists; a disabled account is only told after a right password.
 */
export async function signInWithPassword(
  db: Db,
  input: Required<Pick<LoginBody, 'username' | 'password'>>,
  meta: ClientMeta,
): Promise<SessionContent> {
  const key = normalizeUsername(input.username);
  await assertLoginAllowed(db, { key, ip: meta.ip, now: meta.now });
  const user = await findUserByUsername(db, key);
  const isRight = await verifyPassword(user?.passwordHash, input.password);
  await recordLoginAttempt(db, { key, ip: meta.ip, succeeded: isRight, now: meta.now });
  if (!user || !isRight) throw new AppError(apiCodes.rejected, 'auth.wrongCredentials');
  assertActive(user);
  return startSession(db, user, meta);
}

/** POST /api/login/captcha, "sign in with other methods": a login code sent to the mobile. */
export async function signInWithCaptcha(
  db: Db,
  input: Required<Pick<LoginByCaptchaBody, 'mobile' | 'captcha'>>,
  meta: ClientMeta,
): Promise<SessionContent> {
  const target = { target: input.mobile, purpose: 'login' as const, now: meta.now };
  const captchaId = await verifyCaptcha(db, { ...target, code: input.captcha });
  const user = await findUserByMobile(db, input.mobile);
  // Codes for unknown mobiles are never delivered, so this only guards a deleted account.
  if (!user) throw fieldError('captcha', 'captcha.wrong');
  assertActive(user);
  return db.transaction(async (tx) => {
    await consumeCaptcha(tx, captchaId, meta.now);
    // In the sign-in history as a password sign-in is (/setting/account, docs/account.md
    // "Decisions").
    const key = normalizeUsername(input.mobile);
    await recordLoginAttempt(tx, { key, ip: meta.ip, succeeded: true, now: meta.now });
    return startSession(tx, user, meta);
  });
}
