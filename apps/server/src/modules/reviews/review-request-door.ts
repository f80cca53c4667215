import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  REVIEW_REMINDER_DAYS,
  REVIEW_REQUEST_DAYS,
  REVIEW_REQUEST_EVENT,
  type ReviewRequest,
} from '@console/contract/review-requests';
import type { Db } from '../../db/client.ts';
import { reviewRequestRules, reviewRequests } from '../../db/schema.ts';
import type { Write } from '../../write/writer.ts';
import { readRequest } from './review-request-view.ts';

// The one door of `review_requests` and `review_request_rules` (docs/server.md "Doors",
// docs/reviews.md "Review requests"): a request opened by a check-in, its reminders, its answer,
// and the merchant's reminders switch. Entries, object `review_request` (`create`, `remind`) and
// `review_request_rules` (`update`); the customer hears of a request and each reminder after
// commit.

const DAY_MS = 86_400_000;
const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Whether the merchant's reminders are on (no row: on). */
export async function remindersOn(db: Db, merchantId: number): Promise<boolean> {
  const [rules] = await db
    .select({ reminders: reviewRequestRules.reminders })
    .from(reviewRequestRules)
    .where(eq(reviewRequestRules.merchantId, merchantId));
  return rules?.reminders ?? true;
}

/** The next reminder after `sent` of a request that has had `count` of them, or null: no more. */
const nextReminder = (sentAt: Date, count: number) => {
  const days = REVIEW_REMINDER_DAYS[count];
  return days === undefined ? null : daysAfter(sentAt, days);
};

const tell = (write: Write, request: ReviewRequest, customerId: number) =>
  write.send({ to: 'customer', customerId, event: REVIEW_REQUEST_EVENT, payload: request });

/**
 * Asks the customer of an order just checked in for a review, in the check-in's write: the
 * request with its link (valid until the order can no longer be reviewed), its first reminder
 * when the merchant's reminders are on, entry `create`; the customer's sockets hear of it after
 * commit. An order asked before (a check-in happens once) asks nothing again.
 */
export async function openReviewRequest(
  write: Write,
  order: {
    id: number;
    merchantId: number;
    customerId: number;
    activityId: number;
    completedAt: Date | null;
  },
): Promise<void> {
  const sentAt = write.now;
  const expiresAt = daysAfter(order.completedAt ?? sentAt, REVIEW_REQUEST_DAYS);
  const reminders = await remindersOn(write.tx, order.merchantId);
  const [row] = await write.tx
    .insert(reviewRequests)
    .values({
      merchantId: order.merchantId,
      orderId: order.id,
      customerId: order.customerId,
      activityId: order.activityId,
      linkToken: randomBytes(24).toString('base64url'),
      sentAt,
      expiresAt,
      nextReminderAt: reminders ? nextReminder(sentAt, 0) : null,
    })
    .onConflictDoNothing({ target: reviewRequests.orderId })
    .returning();
  if (!row) return;
  write.record({
    scope: row.merchantId,
    action: 'create',
    objectType: 'review_request',
    objectId: row.id,
    before: null,
    after: {
      orderId: row.orderId,
      expiresAt: row.expiresAt.toISOString(),
      nextReminderAt: row.nextReminderAt?.toISOString() ?? null,
    },
  });
  tell(write, await readRequest(write.tx, row.id), row.customerId);
}

/**
 * The review of an order answers its request, in the review's write: no more reminders. The
 * review's own entry (`post`) records the change; this one adds none.
 */
export async function answerReviewRequest(
  write: Write,
  input: { orderId: number; reviewId: number },
): Promise<void> {
  await write.tx
    .update(reviewRequests)
    .set({ answeredAt: write.now, reviewId: input.reviewId, nextReminderAt: null })
    .where(and(eq(reviewRequests.orderId, input.orderId), isNull(reviewRequests.answeredAt)));
}

/**
 * Sends the reminders due at the write's time, at most `limit`, and answers how many were sent.
 * Only unanswered, unexpired requests of merchants whose reminders are on; the rows are taken
 * `for update skip locked`, so two nodes watching at once send each reminder once. Each gets
 * entry `remind` (the system's) and a notification after commit.
 */
export async function sendDueReminders(write: Write, limit: number): Promise<number> {
  const { tx, now } = write;
  const due = await tx
    .select()
    .from(reviewRequests)
    .where(
      and(
        lte(reviewRequests.nextReminderAt, now),
        isNull(reviewRequests.answeredAt),
        sql`${reviewRequests.expiresAt} > ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${reviewRequestRules} where ${reviewRequestRules.merchantId} = ${reviewRequests.merchantId} and not ${reviewRequestRules.reminders})`,
      ),
    )
    .orderBy(asc(reviewRequests.nextReminderAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const row of due) {
    const remindersSent = row.remindersSent + 1;
    await tx
      .update(reviewRequests)
      .set({ remindersSent, nextReminderAt: nextReminder(row.sentAt, remindersSent) })
      .where(eq(reviewRequests.id, row.id));
    write.record({
      scope: row.merchantId,
      action: 'remind',
      objectType: 'review_request',
      objectId: row.id,
      before: { remindersSent: row.remindersSent },
      after: { remindersSent },
    });
    tell(write, await readRequest(tx, row.id), row.customerId);
  }
  return due.length;
}

/**
 * The merchant's reminders on or off (PUT /api/reviews/request-rules): entry `update`. Off also
 * stops the reminders of every request waiting now; turned on again, the requests opened from
 * then on are reminded (stopped ones stay stopped: no late burst of old reminders).
 */
export async function setReminders(write: Write, merchantId: number, reminders: boolean) {
  const before = await remindersOn(write.tx, merchantId);
  if (before === reminders) return { reminders };
  await write.tx
    .insert(reviewRequestRules)
    .values({ merchantId, reminders, updatedAt: write.now })
    .onConflictDoUpdate({
      target: reviewRequestRules.merchantId,
      set: { reminders, updatedAt: write.now },
    });
  if (!reminders) {
    await write.tx
      .update(reviewRequests)
      .set({ nextReminderAt: null })
      .where(
        and(eq(reviewRequests.merchantId, merchantId), isNotNull(reviewRequests.nextReminderAt)),
      );
  }
  write.record({
    scope: merchantId,
    action: 'update',
    objectType: 'review_request_rules',
    objectId: merchantId,
    before: { reminders: before },
    after: { reminders },
  });
  return { reminders };
}
