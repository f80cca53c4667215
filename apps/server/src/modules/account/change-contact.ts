import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeContactContent, ContactChannel } from '@console/contract/account-security';
import type { Locale } from '@console/contract/constants';
import { translate } from '@console/contract/messages';
import type { CodeTransport } from '../../adapters/code-transport.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { findUserByTarget, updateUser } from '../../identity/index.ts';
import { consumeCaptcha, sendCaptcha, verifyCaptcha } from '../captcha/index.ts';

type Context = { db: Db; transport: CodeTransport; log: FastifyBaseLogger };
type Target = { channel: ContactChannel; to: string };

/** The captcha module reports a wrong code on `captcha`; this body names it `code`. */
const onCode = (error: unknown): never => {
  throw error instanceof AppError ? fieldError('code', 'captcha.wrong') : error;
};

const inUse = (channel: ContactChannel) =>
  fieldError('to', channel === 'mail' ? 'account.mailInUse' : 'account.mobileInUse');

async function readContact(db: Db, userId: number): Promise<ChangeContactContent> {
  const [row] = await db
    .select({ mail: users.mail, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { mail: '', mobile: '' };
}

/** A new mail or mobile must be free: mine already (nothing to change) or another's (1001). */
async function assertFree(db: Db, userId: number, target: Target) {
  const owner = await findUserByTarget(db, target);
  if (owner?.id === userId) throw fieldError('to', 'account.contactSame');
  if (owner) throw inUse(target.channel);
}

/**
 * POST /api/account/contact/code: a code (purpose `contact`) to the new mail or mobile, under
 * the captcha module's resend and per-IP limits. A target used by any account is refused first:
 * a signed-in user may learn that, as a registration does.
 */
export async function sendContactCode(
  context: Context,
  input: { userId: number; target: Target; ip: string; now: Date },
) {
  await assertFree(context.db, input.userId, input.target);
  return sendCaptcha(context, {
    target: input.target,
    purpose: 'contact',
    ip: input.ip,
    now: input.now,
    userId: input.userId,
  });
}

/**
 * PUT /api/account/contact: the code must be the latest `contact` code this account asked for,
 * sent to exactly this target, unexpired and unused (captcha module rules; a wrong one counts a
 * try). The column changes and the code is consumed in one transaction; then the OLD address
 * gets a notice through the code transport, in the caller's language.
 */
export async function changeContact(
  context: Context,
  input: { userId: number; target: Target; code: string; locale: Locale; now: Date },
): Promise<ChangeContactContent> {
  const { db, transport, log } = context;
  const { userId, target, now } = input;
  await assertFree(db, userId, target);
  // Bound to the account that asked for it (docs/account.md "Decisions"): another account's
  // code for the same address is wrong here.
  const captchaId = await verifyCaptcha(db, {
    target: target.to,
    purpose: 'contact',
    code: input.code,
    now,
    userId,
  }).catch(onCode);
  const before = await readContact(db, userId);
  const column = target.channel === 'mail' ? { mail: target.to } : { mobile: target.to };
  try {
    await db.transaction(async (tx) => {
      await consumeCaptcha(tx, captchaId, now).catch(onCode);
      await updateUser(tx, userId, column);
    });
  } catch (error) {
    // Another account took the target between the check and the write.
    if (uniqueViolationOf(error) === undefined) throw error;
    throw inUse(target.channel);
  }
  const key =
    target.channel === 'mail' ? 'account.mailChangedNotice' : 'account.mobileChangedNotice';
  const notice = {
    to: before[target.channel],
    channel: target.channel,
    text: translate(input.locale, key, { to: target.to }),
    at: now,
  };
  // The change is made: a gateway failure is logged, not answered as if nothing had changed.
  await transport.notify(notice).catch((error: unknown) => {
    log.error({ err: error, delivery: { to: notice.to } }, 'contact change notice not sent');
  });
  return { ...before, ...column };
}
