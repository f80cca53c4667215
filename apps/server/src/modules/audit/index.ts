export { countPending, getSubmissionDetail, listSubmissions } from './queries.ts';
export { closeSubmission, queueSubmission, withdrawSubmission } from './queue-submission.ts';
export { reviewHistory } from './review-history.ts';
export { submissionById } from './submission-store.ts';
export { viewSubmission } from './submission-view.ts';
