export { countPending, getSubmissionDetail, listSubmissions } from './queries.ts';
export { closeSubmission, queueSubmission, withdrawSubmission } from './queue-submission.ts';
export { reviewHistory } from './review-history.ts';
export { submissionById, viewSubmission } from './submission-view.ts';
