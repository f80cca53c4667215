// What other modules may use of the reviews module (server/floors).
export { openReviewRequest } from './review-request-door.ts';
