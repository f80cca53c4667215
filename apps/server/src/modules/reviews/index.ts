// What other modules may use of the reviews module (server/floors).
export { ratingSummary, unrepliedCount } from './review-stats.ts';
