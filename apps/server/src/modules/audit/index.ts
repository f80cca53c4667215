export { queueSubmission, withdrawSubmission } from './queue-submission.ts';
export { reviewHistory } from './review-history.ts';
