import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import {
  CHECK_IN_MAX_WRONG_PER_MEMBER,
  CHECK_IN_MAX_WRONG_PER_ORDER,
  CHECK_IN_WINDOW_MS,
} from '@console/contract/orders';
import type { Db } from '../../db/client.ts';
import { checkInFailures } from '../../db/schema.ts';
import { assertUnlocked, lockedUntil } from '../../lib/throttle.ts';

export type CheckInAttempt = { orderId: number; merchantId: number; userId: number; now: Date };

/** Until when `max` failures under `where` within the window lock check-in, if they do. */
async function lockOf(db: Db, where: SQL, max: number, now: Date) {
  const windowStart = new Date(now.getTime() - CHECK_IN_WINDOW_MS);
  const rows = await db
    .select({ at: checkInFailures.at })
    .from(checkInFailures)
    .where(and(where, gt(checkInFailures.at, windowStart)))
    .orderBy(desc(checkInFailures.at))
    .limit(max);
  return lockedUntil(
    rows.map((row) => row.at),
    max,
    CHECK_IN_WINDOW_MS,
  );
}

/**
 * Against guessing the 8-digit code: 5 wrong codes for an order, or 30 by one staff member of
 * the merchant, within 15 minutes answer 1005 `order.checkInLocked`, the right code included,
 * until the window passes. Checked before the code is compared. The failures are rows of
 * `check_in_failures`, so every server node counts the same ones.
 */
export async function assertCheckInAllowed(db: Db, attempt: CheckInAttempt) {
  const locks = await Promise.all([
    lockOf(
      db,
      eq(checkInFailures.orderId, attempt.orderId),
      CHECK_IN_MAX_WRONG_PER_ORDER,
      attempt.now,
    ),
    lockOf(
      db,
      and(
        eq(checkInFailures.merchantId, attempt.merchantId),
        eq(checkInFailures.staffId, attempt.userId),
      )!,
      CHECK_IN_MAX_WRONG_PER_MEMBER,
      attempt.now,
    ),
  ]);
  assertUnlocked(locks, attempt.now, 'order.checkInLocked');
}

/** One wrong code counts against the order and against the staff member. */
export async function recordWrongCheckIn(db: Db, attempt: CheckInAttempt) {
  await db.insert(checkInFailures).values({
    orderId: attempt.orderId,
    merchantId: attempt.merchantId,
    staffId: attempt.userId,
    at: attempt.now,
  });
}
