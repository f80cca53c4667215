import type { LoginBody, LoginByCaptchaBody } from '@console/contract/auth';
import { apiCodes } from '@console/contract/api-codes';
import type {
  LoginContent,
  SecondFactorBody,
  SecondFactorMethod,
} from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { passkeys, users, type UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { consumeCaptcha, verifyCaptcha } from '../captcha/index.ts';
import { useSecondFactorCode } from '../second-factor/index.ts';
import { assertLoginAllowed, recordLoginAttempt } from '../sign-in-throttle/index.ts';
import { verifyPassword } from './passwords.ts';
import { startSession, type ClientMeta } from './session-content.ts';
import { countTicketMiss, createTicket, findTicket, useTicket } from './tickets.ts';
import { count, eq } from 'drizzle-orm';
import { findUserByMobile, findUserByUsername, normalizeUsername } from '../../identity/index.ts';

function assertActive(user: UserRow) {
  if (user.status !== 'active') throw new AppError(apiCodes.forbidden, 'auth.accountDisabled');
}

/**
 * A right first factor: a session, or for an account with a second factor a ticket asking for
 * it (docs/auth.md "Signing in"). The throttle's success is only recorded once the second
 * factor is given too, so a known password does not reset the count of wrong codes.
 */
async function afterFirstFactor(
  db: Db,
  input: { user: UserRow; method: 'password' | 'code'; key: string },
  meta: ClientMeta,
): Promise<LoginContent> {
  const { user, method, key } = input;
  if (!user.secondFactor) {
    await recordLoginAttempt(db, { key, ip: meta.ip, succeeded: true, now: meta.now });
    return startSession(db, user, meta, { method });
  }
  const ticket = await createTicket(db, {
    kind: 'second-factor',
    userId: user.id,
    method,
    throttleKey: key,
    now: meta.now,
  });
  const [keys] = await db
    .select({ count: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const methods: SecondFactorMethod[] = [
    ...(user.totpSecret ? (['totp'] as const) : []),
    'recovery',
    ...((keys?.count ?? 0) > 0 ? (['passkey'] as const) : []),
  ];
  return { secondFactor: { ticket, methods } };
}

/**
 * POST /api/login: mail or mobile plus password. Wrong credentials answer the same message
 * whether or not the account exists; a disabled account is only told after a right password.
 */
export async function signInWithPassword(
  db: Db,
  input: Required<Pick<LoginBody, 'username' | 'password'>>,
  meta: ClientMeta,
): Promise<LoginContent> {
  const key = normalizeUsername(input.username);
  await assertLoginAllowed(db, { key, ip: meta.ip, now: meta.now });
  const user = await findUserByUsername(db, key);
  const isRight = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isRight) {
    await recordLoginAttempt(db, { key, ip: meta.ip, succeeded: false, now: meta.now });
    throw new AppError(apiCodes.rejected, 'auth.wrongCredentials');
  }
  assertActive(user);
  return afterFirstFactor(db, { user, method: 'password', key }, meta);
}

/** POST /api/login/captcha, "sign in with other methods": a login code sent to the mobile. */
export async function signInWithCaptcha(
  db: Db,
  input: Required<Pick<LoginByCaptchaBody, 'mobile' | 'captcha'>>,
  meta: ClientMeta,
): Promise<LoginContent> {
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
    return afterFirstFactor(tx, { user, method: 'code', key }, meta);
  });
}

/**
 * POST /api/login/second-factor: the ticket of a right first factor and an app or recovery
 * code. A wrong code counts toward the sign-in throttle like a wrong password, and wears the
 * ticket out after a few tries (docs/auth.md "Signing in").
 */
export async function signInWithSecondFactor(
  db: Db,
  input: Required<Pick<SecondFactorBody, 'ticket' | 'code'>>,
  meta: ClientMeta,
): Promise<LoginContent> {
  const ticket = await findTicket(db, {
    ticket: input.ticket,
    kind: 'second-factor',
    now: meta.now,
  });
  const key = ticket.throttleKey ?? '';
  await assertLoginAllowed(db, { key, ip: meta.ip, now: meta.now });
  const [user] = ticket.userId
    ? await db.select().from(users).where(eq(users.id, ticket.userId)).limit(1)
    : [];
  if (!user) throw new AppError(apiCodes.rejected, 'auth.ticketExpired');
  assertActive(user);
  try {
    return await db.transaction(async (tx) => {
      const factor = await useSecondFactorCode(tx, {
        userId: user.id,
        totpSecret: user.totpSecret,
        code: input.code,
        now: meta.now,
      });
      if (!factor) throw fieldError('code', 'auth.secondFactorWrong');
      await useTicket(tx, ticket.id, meta.now);
      await recordLoginAttempt(tx, { key, ip: meta.ip, succeeded: true, now: meta.now });
      const method = ticket.method ?? 'password';
      return startSession(tx, user, meta, { method, secondFactor: factor });
    });
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'auth.secondFactorWrong') {
      await recordLoginAttempt(db, { key, ip: meta.ip, succeeded: false, now: meta.now });
      await countTicketMiss(db, ticket.id);
    }
    throw error;
  }
}
