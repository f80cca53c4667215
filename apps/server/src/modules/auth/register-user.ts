import type { RegisterBody, SessionContent } from '@console/contract/auth';
import { apiCodes } from '@console/contract/api-codes';
import type { Db } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, type FieldMessage } from '../../http/app-error.ts';
import { insertUser } from '../../identity/index.ts';
import { consumeCaptcha, verifyCaptcha } from '../captcha/index.ts';
import { hashPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './session-content.ts';
import { findUserByMail, findUserByMobile } from '../../identity/index.ts';

type RegisterInput = Required<Pick<RegisterBody, 'mail' | 'password' | 'mobile' | 'captcha'>>;

const takenFields = (mail: boolean, mobile: boolean) => {
  const fields: Record<string, FieldMessage> = {};
  if (mail) fields.mail = 'auth.mailTaken';
  if (mobile) fields.mobile = 'auth.mobileTaken';
  return new AppError(apiCodes.rejected, mail ? 'auth.mailTaken' : 'auth.mobileTaken', { fields });
};

/** The nickname a new user starts with: the local part of the mail. */
function nicknameFromMail(mail: string): string {
  return (mail.split('@')[0] ?? mail).slice(0, 64);
}

/**
 * POST /api/register (spec §3 registration payload). The code (sent to the mobile, purpose
 * register) is checked before anything about existing accounts (docs/auth.md "Registration and
 * account existence"): a wrong code answers the same whether or not the mail or mobile is taken.
 * Only a caller who proved the mobile learns that an account exists, and that answer burns the
 * code, so each such answer costs a fresh code under the send limits (docs/auth.md "Registration").
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  meta: ClientMeta,
): Promise<SessionContent> {
  const target = { target: input.mobile, purpose: 'register' as const, now: meta.now };
  const captchaId = await verifyCaptcha(db, { ...target, code: input.captcha });
  const [byMail, byMobile] = await Promise.all([
    findUserByMail(db, input.mail),
    findUserByMobile(db, input.mobile),
  ]);
  if (byMail || byMobile) {
    // One answer per code: a proven mobile cannot be used to try mail after mail.
    await consumeCaptcha(db, captchaId, meta.now);
    throw takenFields(Boolean(byMail), Boolean(byMobile));
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await consumeCaptcha(tx, captchaId, meta.now);
      const user = await insertUser(tx, {
        mail: input.mail,
        mobile: input.mobile,
        passwordHash,
        nickname: nicknameFromMail(input.mail),
        createdAt: meta.now,
      });
      return startSession(tx, user, meta, { method: 'register' });
    });
  } catch (error) {
    // Two registrations raced past the duplicate check: the constraint tells which field.
    const constraint = uniqueViolationOf(error);
    if (constraint === undefined) throw error;
    throw takenFields(constraint.includes('mail'), !constraint.includes('mail'));
  }
}
