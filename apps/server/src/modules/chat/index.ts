// What other modules may use of the chat module (server/floors).
export { needsReply } from './staff-chat.ts';
export { customerChatRoutes } from './storefront-routes.ts';
