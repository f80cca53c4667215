import { eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { SecondFactorStatus, TotpSetupContent } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { passkeys, users } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { forgetIdentities, normalizeUsername, updateUser } from '../../identity/index.ts';
import { assertLoginAllowed, recordLoginAttempt } from '../sign-in-throttle/index.ts';
import {
  recountSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useSecondFactorCode,
} from './factors.ts';
import { secondFactorRequiredBy } from './required-by.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

// docs/auth.md "Authenticator app": turning the app on and off in /setting/account, and the
// recovery codes. Each change of a factor commits, then the identity cache forgets (a merchant
// that requires a second factor opens or closes at once on this node, within its TTL on others).

async function lockedUser(tx: Db, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
  return user;
}

type CodeInput = { userId: number; code: string; ip: string; now: Date };

/**
 * A code asked of a signed-in user counts toward the sign-in throttle of their mail, like a
 * wrong current password (a stolen session cannot try every code).
 */
async function throttled<T>(db: Db, input: CodeInput, run: () => Promise<T>): Promise<T> {
  const [row] = await db.select({ mail: users.mail }).from(users).where(eq(users.id, input.userId));
  const key = normalizeUsername(row?.mail ?? '');
  const { ip, now } = input;
  await assertLoginAllowed(db, { key, ip, now });
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'auth.secondFactorWrong') {
      await recordLoginAttempt(db, { key, ip, succeeded: false, now });
    }
    throw error;
  }
}

/**
 * Runs `change` in a transaction once a current app code or an unused recovery code of the user
 * is given (used up), throttled; `needs` the app on, or any second factor.
 */
async function withCurrentCode<T>(
  db: Db,
  input: CodeInput,
  needs: 'totp' | 'any',
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return throttled(db, input, () =>
    db.transaction(async (tx) => {
      const user = await lockedUser(tx, input.userId);
      const on = needs === 'totp' ? Boolean(user.totpSecret) : user.secondFactor;
      if (!on) throw new AppError(apiCodes.rejected, 'account.totpNotOn');
      const factor = await useSecondFactorCode(tx, {
        userId: input.userId,
        totpSecret: user.totpSecret,
        code: input.code,
        now: input.now,
      });
      if (!factor) throw fieldError('code', 'auth.secondFactorWrong');
      return change(tx);
    }),
  );
}

/** GET /api/account/second-factor */
export async function secondFactorStatus(db: Db, userId: number): Promise<SecondFactorStatus> {
  const [user] = await db
    .select({ totpSecret: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId));
  const keys = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(passkeys.createdAt, passkeys.id);
  return {
    totp: Boolean(user?.totpSecret),
    recoveryCodesLeft: await recoveryCodesLeft(db, userId),
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
    requiredBy: await secondFactorRequiredBy(db, userId),
  };
}

/**
 * POST /api/account/totp/setup: a new secret waits for its first code (a second set-up replaces
 * it); the app stays off until POST /api/account/totp/enable.
 */
export async function setUpTotp(db: Db, userId: number): Promise<TotpSetupContent> {
  return db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    if (user.totpSecret) throw new AppError(apiCodes.conflict, 'account.totpAlreadyOn');
    const secret = newTotpSecret();
    await updateUser(tx, userId, { totpPendingSecret: secret });
    return { secret, uri: totpUri(secret, user.mail) };
  });
}

/** POST /api/account/totp/enable: the first code turns the app on; answers new recovery codes. */
export async function enableTotp(
  db: Db,
  input: { userId: number; code: string; now: Date },
): Promise<string[]> {
  const codes = await db.transaction(async (tx) => {
    const user = await lockedUser(tx, input.userId);
    if (user.totpSecret) throw new AppError(apiCodes.conflict, 'account.totpAlreadyOn');
    if (!user.totpPendingSecret) throw new AppError(apiCodes.rejected, 'account.totpNotSetUp');
    const step = matchTotp(user.totpPendingSecret, input.code, input.now);
    if (step === null) throw fieldError('code', 'auth.secondFactorWrong');
    await updateUser(tx, input.userId, {
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpLastStep: step,
    });
    await recountSecondFactor(tx, input.userId);
    return replaceRecoveryCodes(tx, input.userId, input.now);
  });
  forgetIdentities();
  return codes;
}

/**
 * POST /api/account/totp/disable: with a current app code or an unused recovery code. Without a
 * passkey left, the account has no second factor any more and its recovery codes go.
 */
export async function disableTotp(db: Db, input: CodeInput): Promise<void> {
  await withCurrentCode(db, input, 'totp', async (tx) => {
    await updateUser(tx, input.userId, { totpSecret: null, totpLastStep: null });
    await recountSecondFactor(tx, input.userId);
  });
  forgetIdentities();
}

/** POST /api/account/recovery-codes: ten new codes for a current app or recovery code. */
export async function renewRecoveryCodes(db: Db, input: CodeInput): Promise<string[]> {
  return withCurrentCode(db, input, 'any', (tx) =>
    replaceRecoveryCodes(tx, input.userId, input.now),
  );
}
