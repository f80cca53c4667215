import type { MessageKey } from '@console/contract/messages';
import { apiCodes } from '@console/contract/api-codes';
import { AppError } from '../http/app-error.ts';

// The lock rule shared by sign-in (auth/login-throttle.ts) and check-in codes
// (orders/check-in-throttle.ts): failures inside a window lock until the oldest counted one leaves it.

/**
 * Given recent failure times (newest first) inside the window, when the lock lifts: the moment
 * the `max`-th newest failure leaves the window. Undefined while fewer than `max` failures.
 */
export function lockedUntil(failuresNewestFirst: Date[], max: number, windowMs: number) {
  const limiting = failuresNewestFirst[max - 1];
  return limiting ? new Date(limiting.getTime() + windowMs) : undefined;
}

/** Answers 1005 until the latest of `locks` lifts, `messageKey` given the `minutes` left. */
export function assertUnlocked(locks: (Date | undefined)[], now: Date, messageKey: MessageKey) {
  const until = locks.reduce<Date | undefined>(
    (latest, at) => (at && (!latest || at > latest) ? at : latest),
    undefined,
  );
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new AppError(apiCodes.tooManyAttempts, messageKey, {
    params: { minutes: Math.ceil(seconds / 60) },
    retryAfterSeconds: seconds,
  });
}
