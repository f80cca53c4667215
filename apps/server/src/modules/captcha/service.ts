import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  CAPTCHA_MAX_TRIES,
  CAPTCHA_PER_IP_PER_HOUR,
  CAPTCHA_RESEND_SECONDS,
  CAPTCHA_TTL_MS,
} from '@console/contract/constants';
import type { Db } from '../../db/client.ts';
import { withTransactionLocks } from '../../db/advisory-lock.ts';
import { captchas } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { findUserByTarget } from '../../identity/index.ts';
import type { CodePurpose, CodeTransport } from '../../adapters/code-transport.ts';
import {
  generateCode,
  hashCode,
  HOUR_MS,
  ipWaitSeconds,
  isCodeUsable,
  isSameHash,
  resendWaitSeconds,
} from './captcha-rules.ts';

type CaptchaTarget = { channel: 'mobile' | 'mail'; to: string };

type SendInput = {
  target: CaptchaTarget;
  purpose: CodePurpose;
  ip: string;
  now: Date;
  /** The signed-in account asking (a `contact` code): the code is bound to it. */
  userId?: number;
};

async function assertMaySend(tx: Db, { target, ip, now }: SendInput) {
  const [last] = await tx
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(eq(captchas.target, target.to))
    .orderBy(desc(captchas.createdAt))
    .limit(1);
  const wait = resendWaitSeconds(last?.createdAt, now);
  if (wait > 0) {
    throw new AppError(apiCodes.tooManyAttempts, 'captcha.wait', {
      params: { seconds: wait },
      retryAfterSeconds: wait,
    });
  }
  const recent = await tx
    .select({ createdAt: captchas.createdAt })
    .from(captchas)
    .where(and(eq(captchas.ip, ip), gt(captchas.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(desc(captchas.createdAt))
    .limit(CAPTCHA_PER_IP_PER_HOUR);
  const ipWait = ipWaitSeconds(
    recent.map((row) => row.createdAt),
    now,
  );
  if (ipWait > 0)
    throw new AppError(apiCodes.tooManyAttempts, 'captcha.tooMany', { retryAfterSeconds: ipWait });
}

/**
 * POST /api/captcha. The same limits apply whether or not the target has an account, but a
 * login or reset code for an unknown target is never delivered (no account enumeration).
 */
export async function sendCaptcha(
  context: { db: Db; transport: CodeTransport },
  input: SendInput,
): Promise<{ resendAfter: number }> {
  const { db } = context;
  const { target, purpose, ip } = input;
  // A customer's first sign-in creates the customer, so like `register` it always delivers; so
  // does `contact`, a new mail or mobile of a signed-in user (its caller refused a taken one).
  const shouldDeliver =
    purpose === 'register' ||
    purpose === 'customer' ||
    purpose === 'contact' ||
    (await findUserByTarget(db, target)) !== undefined;
  const code = generateCode();
  // Locks in a fixed order (IP, then target) so concurrent requests on many nodes stay in limits.
  const locks = [`captcha-ip:${ip}`, `captcha-target:${target.to}`];
  const id = await withTransactionLocks(db, locks, async (tx) => {
    await assertMaySend(tx, input);
    return insertCode(tx, { ...input, code, ttlMs: CAPTCHA_TTL_MS });
  });
  if (shouldDeliver) await deliverCode(context, { ...input, code, id });
  return { resendAfter: CAPTCHA_RESEND_SECONDS };
}

const wrongCaptcha = () => fieldError('captcha', 'captcha.wrong');

/**
 * Checks a code against the latest one sent to the target for the purpose (with `userId`: the
 * latest that account asked for; another account's code is not seen, so it is wrong and its try
 * counts on nothing). A wrong code counts a try (5 burn it); a right one is returned for
 * `consumeCaptcha` inside the caller's transaction.
 */
export async function verifyCaptcha(
  db: Db,
  input: { target: string; purpose: CodePurpose; code: string; now: Date; userId?: number },
): Promise<number> {
  const asker = input.userId === undefined ? [] : [eq(captchas.userId, input.userId)];
  const [latest] = await db
    .select()
    .from(captchas)
    .where(and(eq(captchas.target, input.target), eq(captchas.purpose, input.purpose), ...asker))
    .orderBy(desc(captchas.createdAt), desc(captchas.id))
    .limit(1);
  if (!latest || !isCodeUsable(latest, input.now)) throw wrongCaptcha();
  if (!isSameHash(latest.codeHash, hashCode(input.target, input.purpose, input.code))) {
    await db
      .update(captchas)
      .set({ attempts: sql`${captchas.attempts} + 1` })
      .where(and(eq(captchas.id, latest.id), lt(captchas.attempts, CAPTCHA_MAX_TRIES)));
    throw wrongCaptcha();
  }
  return latest.id;
}

/** One-time use: only the first caller to consume a verified code succeeds. */
export async function consumeCaptcha(db: Db, id: number, now: Date): Promise<void> {
  const consumed = await db
    .update(captchas)
    .set({ consumedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        sql`${captchas.consumedAt} is null`,
        lt(captchas.attempts, CAPTCHA_MAX_TRIES),
      ),
    )
    .returning({ id: captchas.id });
  if (consumed.length === 0) throw wrongCaptcha();
}

/** Stores a code (its hash) for the target and purpose; answers its id. */
async function insertCode(db: Db, input: SendInput & { code: string; ttlMs: number }) {
  const { target, purpose, code, now } = input;
  const [row] = await db
    .insert(captchas)
    .values({
      target: target.to,
      channel: target.channel,
      purpose,
      codeHash: hashCode(target.to, purpose, code),
      ip: input.ip,
      userId: input.userId ?? null,
      expiresAt: new Date(now.getTime() + input.ttlMs),
      createdAt: now,
    })
    .returning({ id: captchas.id });
  return row!.id;
}

/** Sends a stored code; an undelivered one is deleted (it must not block the next request). */
async function deliverCode(
  context: { db: Db; transport: CodeTransport },
  input: SendInput & { code: string; id: number },
) {
  const { target, purpose, code, now } = input;
  try {
    await context.transport.deliver({
      to: target.to,
      channel: target.channel,
      code,
      purpose,
      at: now,
    });
  } catch (error) {
    await context.db.delete(captchas).where(eq(captchas.id, input.id));
    throw error;
  }
}

/**
 * A code the server sends on its own initiative (docs/system.md "Users": an invited user's first
 * password, purpose `reset`, valid for `ttlMs`): no send limits apply, as no caller chooses the
 * target.
 */
export async function issueCode(
  context: { db: Db; transport: CodeTransport },
  input: { target: CaptchaTarget; purpose: CodePurpose; now: Date; ttlMs: number },
) {
  const code = generateCode();
  const sending = { ...input, ip: 'server', code };
  const id = await insertCode(context.db, sending);
  await deliverCode(context, { ...sending, id });
}
