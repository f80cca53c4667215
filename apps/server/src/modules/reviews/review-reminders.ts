import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../plugins/periodic.ts';
import { systemOrigin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { sendDueReminders } from './review-request-door.ts';

// docs/reviews.md "Review requests": every REVIEW_REMINDER_SECONDS each node sends the reminders
// that are due, in batches; the door takes the rows skip-locked, so each is sent once.

const BATCH = 100;
const REMINDERS = systemOrigin('review reminders');

/** Sends every reminder due now (the writer's clock); answers how many. */
export async function sendReviewReminders(write: Writer): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await write(REMINDERS, (w) => sendDueReminders(w, BATCH));
    sent += batch;
    if (batch < BATCH) return sent;
  }
}

async function registerReviewReminders(app: FastifyInstance) {
  runPeriodically(app, app.config.reviewReminderSeconds, () => sendReviewReminders(app.write));
}

export const reviewRemindersPlugin = fp(registerReviewReminders, {
  name: 'review-reminders',
  dependencies: ['app-context'],
});
