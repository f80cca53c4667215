import { z } from 'zod';
import { CHAT_SENDERS, chatMessage, chatRating, chatReceipt, conversationSummary } from './chat.ts';

// Realtime (docs/realtime.md "Events"). Staff sockets: the default namespace, merchant chat rooms.
// Customer sockets: the `/customer` namespace, a customer token as `token`.

export const CUSTOMER_NAMESPACE = '/customer';
/** A new message (both sides). Staff get the conversation too (without their own unread). */
export const CHAT_MESSAGE_EVENT = 'chat:message';
/** A conversation's status or assignee changed (staff). */
export const CHAT_CONVERSATION_EVENT = 'chat:conversation';
/** Someone is typing (both sides; clients also emit it with `{ conversationId }`). */
export const CHAT_TYPING_EVENT = 'chat:typing';
/** This member read a conversation (to the member's other tabs). */
export const CHAT_READ_EVENT = 'chat:read';
/**
 * A device received messages up to a seq (clients emit it with `{ conversationId, seq }`, docs/chat.md
 * "Delivery states").
 */
export const CHAT_DELIVERED_EVENT = 'chat:delivered';
/** One side's receipt moved: the other side's messages are now delivered or read further. */
export const CHAT_RECEIPT_EVENT = 'chat:receipt';
/** The merchant's business hours or response targets changed: deadlines moved (staff). */
export const CHAT_TARGETS_EVENT = 'chat:targets';
/**
 * The merchant's auto-assignment changed (its rules, or conversations were queued or returned in
 * bulk): the inboxes read again (staff, docs/chat.md "Assignment").
 */
export const CHAT_ASSIGNMENT_EVENT = 'chat:assignment';
/** A conversation was resolved: its customer is asked to rate it (customer). */
export const CHAT_RATING_ASK_EVENT = 'chat:ratingAsk';
/** A customer rated a resolution (staff). */
export const CHAT_RATED_EVENT = 'chat:rated';
/** A waiting conversation's response target is about to be missed (staff, once a wait). */
export const CHAT_DUE_SOON_EVENT = 'chat:dueSoon';

export const staffChatMessagePush = z.object({
  merchantId: z.number(),
  message: chatMessage,
  conversation: conversationSummary.omit({ unread: true }),
});
export type StaffChatMessagePush = z.infer<typeof staffChatMessagePush>;
export const chatConversationPush = z.object({
  merchantId: z.number(),
  conversation: conversationSummary.omit({ unread: true }),
});
export type ChatConversationPush = z.infer<typeof chatConversationPush>;
export const customerChatMessagePush = z.object({
  conversationId: z.number(),
  message: chatMessage,
  /** The staff's receipt as the message leaves it (the customer's messages delivered or read). */
  receipt: chatReceipt,
});
export type CustomerChatMessagePush = z.infer<typeof customerChatMessagePush>;
export const chatTypingPush = z.object({
  conversationId: z.number(),
  sender: z.enum(CHAT_SENDERS),
  /** The staff member's name, or the customer's. */
  name: z.string(),
  /** The staff member's user id; null for the customer. */
  userId: z.number().nullable(),
});
export type ChatTypingPush = z.infer<typeof chatTypingPush>;
export const chatTypingSignal = z.object({ conversationId: z.number().int().positive() });
export const chatReadPush = z.object({
  merchantId: z.number(),
  conversationId: z.number(),
  seq: z.number(),
});
export type ChatReadPush = z.infer<typeof chatReadPush>;

/** What a device emits once it holds a conversation's messages up to `seq`. */
export const chatDeliveredSignal = z.object({
  conversationId: z.number().int().positive(),
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type ChatDeliveredSignal = z.infer<typeof chatDeliveredSignal>;
/**
 * `by` received or read the other side's messages this far: staff (the merchant's chat room)
 * hear the customer's receipt, the customer hears the staff's.
 */
export const chatReceiptPush = z.object({
  merchantId: z.number(),
  conversationId: z.number(),
  by: z.enum(CHAT_SENDERS),
  receipt: chatReceipt,
});
export type ChatReceiptPush = z.infer<typeof chatReceiptPush>;

export const chatTargetsPush = z.object({ merchantId: z.number() });
export const chatRatingAskPush = z.object({
  merchantId: z.number(),
  conversationId: z.number(),
  resolution: z.number(),
});
export type ChatRatingAskPush = z.infer<typeof chatRatingAskPush>;
export const chatRatedPush = z.object({
  merchantId: z.number(),
  conversationId: z.number(),
  rating: chatRating,
});
export type ChatRatedPush = z.infer<typeof chatRatedPush>;
export const chatDueSoonPush = z.object({
  merchantId: z.number(),
  conversationId: z.number(),
  /** The customer's name (or masked mobile), for the notice. */
  customer: z.string(),
  dueAt: z.string(),
  /** Who the conversation is assigned to; null: nobody. */
  assigneeId: z.number().nullable(),
});
export type ChatDueSoonPush = z.infer<typeof chatDueSoonPush>;
export type ChatTargetsPush = z.infer<typeof chatTargetsPush>;
export const chatAssignmentPush = z.object({ merchantId: z.number() });
export type ChatAssignmentPush = z.infer<typeof chatAssignmentPush>;

/** How long a "typing" signal stays shown without a new one (ms). */
export const CHAT_TYPING_TTL_MS = 4000;

// Who else has a conversation open (docs/chat.md "Viewing and typing"). No write: a member's
// client says so while the thread is open and in view, again every CHAT_VIEWING_BEAT_MS, and
// `viewing: false` when it closes, switches or hides; the others drop a mark not renewed within
// CHAT_VIEWING_TTL_MS (a socket that went away without saying so).
/** A member has a conversation open, or no longer (staff; clients emit `chatViewingSignal`). */
export const CHAT_VIEWING_EVENT = 'chat:viewing';
export const chatViewingSignal = z.object({
  conversationId: z.number().int().positive(),
  viewing: z.boolean(),
});
export type ChatViewingSignal = z.infer<typeof chatViewingSignal>;
/** To the merchant's chat room: `userId` (named `name`) has the conversation open, or no longer. */
export const chatViewingPush = z.object({
  conversationId: z.number(),
  userId: z.number(),
  name: z.string(),
  viewing: z.boolean(),
});
export type ChatViewingPush = z.infer<typeof chatViewingPush>;
/** How often a client with a conversation open says so again (ms). */
export const CHAT_VIEWING_BEAT_MS = 15_000;
/** How long a viewing mark is shown without being renewed (ms): over two beats missed. */
export const CHAT_VIEWING_TTL_MS = 40_000;
