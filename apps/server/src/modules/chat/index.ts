// What other modules may use of the chat module (server/floors).
export { needsReply } from './staff-chat.ts';
export { customerChatRoutes } from './storefront-routes.ts';
export { customerRatings, ratingsPerDayJson, ratingsPerMemberJson } from './rating-reads.ts';
