// What other modules may use of the chat module (server/floors).
export { filterCondition as conversationFilterCondition } from './staff-chat.ts';
