import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CAPTCHA_MAX_TRIES,
  CAPTCHA_PER_IP_PER_HOUR,
  CAPTCHA_RESEND_SECONDS,
} from '@console/contract/constants';

export const HOUR_MS = 60 * 60 * 1000;

/** DESIGN §3: a 6-digit one-time code from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed, bound to their target and purpose. */
export function hashCode(target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');
}

export function isSameHash(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** DESIGN §3: a target gets a new code only 60 s after the previous one; seconds left, or 0. */
export function resendWaitSeconds(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + CAPTCHA_RESEND_SECONDS * 1000 - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * DESIGN §3: at most 10 codes per hour per IP. Given the send times of that IP within the last
 * hour, the seconds until it may send again, or 0.
 */
export function ipWaitSeconds(sentAtWithinHour: Date[], now: Date): number {
  if (sentAtWithinHour.length < CAPTCHA_PER_IP_PER_HOUR) return 0;
  const oldest = Math.min(...sentAtWithinHour.map((at) => at.getTime()));
  return Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
}

/** A code is usable while unconsumed, unexpired and not burnt by 5 wrong tries. */
export function isCodeUsable(
  captcha: { consumedAt: Date | null; expiresAt: Date; attempts: number },
  now: Date,
): boolean {
  return (
    captcha.consumedAt === null && captcha.expiresAt > now && captcha.attempts < CAPTCHA_MAX_TRIES
  );
}
