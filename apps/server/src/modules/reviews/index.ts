// What other modules may use of the reviews module (server/floors).
export { ratingSummary } from './review-stats.ts';
