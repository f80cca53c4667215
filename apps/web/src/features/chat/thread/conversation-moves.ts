import {
  CONVERSATION_MOVES,
  conversationMayMove,
  type ConversationMove,
  type ConversationStatus,
} from '@console/contract/chat';

/** The header's status commands, in the order shown. */
const OFFERED: readonly ConversationMove[] = ['reopen', 'snooze', 'resolve'];

/**
 * The status moves a conversation offers: those the contract's CONVERSATION_MOVES allow from
 * its status as read (docs/chat.md "Staff workflow"), the table the server's door checks too.
 */
export const conversationMoves = (status: ConversationStatus): ConversationMove[] =>
  OFFERED.filter((move) => conversationMayMove(move, status));

/** The status a move asks `POST …/status` for. */
export const statusOf = (move: ConversationMove): ConversationStatus => CONVERSATION_MOVES[move].to;
