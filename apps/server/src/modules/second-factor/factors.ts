import { and, count, eq, isNull } from 'drizzle-orm';
import type { SecondFactorMethod } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema.ts';
import { recountUserSecondFactor, takeTotpStep } from '../../identity/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';

// docs/auth.md "Second factor": checking a code and keeping `users.second_factor` true
// exactly while the account has the authenticator app on or a passkey.

/**
 * An app code (6 digits) or a recovery code of the user, used up if right: an app code's time
 * step is kept so the same code (or an earlier one) is refused afterwards; a recovery code is
 * marked used. Answers which factor it was, or null.
 */
export async function useSecondFactorCode(
  db: Db,
  input: { userId: number; totpSecret: string | null; code: string; now: Date },
): Promise<Exclude<SecondFactorMethod, 'passkey'> | null> {
  const digits = input.code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    if (!input.totpSecret) return null;
    const step = matchTotp(input.totpSecret, digits, input.now);
    if (step === null) return null;
    return (await takeTotpStep(db, input.userId, step)) ? 'totp' : null;
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(recoveryCodes.userId, input.userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(input.code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}

/** Ten new recovery codes replace the user's old ones; answers them (shown once). */
export async function replaceRecoveryCodes(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/**
 * Sets `users.second_factor` from what the user has now (the app's secret, passkeys); with
 * neither, the recovery codes go too. Call in the transaction that changed a factor, then have
 * the identity cache forget once committed.
 */
export async function recountSecondFactor(db: Db, userId: number): Promise<boolean> {
  const on = await recountUserSecondFactor(db, userId);
  if (!on) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return on;
}

/** How many unused recovery codes the user has left. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
