import type { ChatMessage } from '@console/contract/chat';
import type {
  ChatConversationPush,
  ChatReadPush,
  ChatReceiptPush,
  ChatTypingPush,
  ChatViewingPush,
  StaffChatMessagePush,
} from '@console/contract/chat-realtime';

// The contract's pushes, read by hand: /cc needs no zod for them (docs/web.md "Delivery"). The
// checks cover what the page relies on; the server built them from the same contract.

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number';

function isMessage(value: unknown): value is ChatMessage {
  return (
    isObject(value) &&
    isNumber(value.id) &&
    isNumber(value.conversationId) &&
    isNumber(value.seq) &&
    typeof value.clientId === 'string' &&
    typeof value.kind === 'string' &&
    typeof value.text === 'string'
  );
}

const isConversation = (value: unknown): value is ChatConversationPush['conversation'] =>
  isObject(value) && isNumber(value.id) && isNumber(value.lastSeq) && isObject(value.customer);

export function readMessagePush(payload: unknown): StaffChatMessagePush | undefined {
  if (!isObject(payload) || !isNumber(payload.merchantId)) return undefined;
  if (!isMessage(payload.message) || !isConversation(payload.conversation)) return undefined;
  return payload as StaffChatMessagePush;
}

export function readConversationPush(payload: unknown): ChatConversationPush | undefined {
  if (!isObject(payload) || !isNumber(payload.merchantId)) return undefined;
  return isConversation(payload.conversation) ? (payload as ChatConversationPush) : undefined;
}

export function readTypingPush(payload: unknown): ChatTypingPush | undefined {
  if (!isObject(payload) || !isNumber(payload.conversationId)) return undefined;
  if (typeof payload.name !== 'string') return undefined;
  return payload.sender === 'customer' || payload.sender === 'staff'
    ? (payload as ChatTypingPush)
    : undefined;
}

export function readReadPush(payload: unknown): ChatReadPush | undefined {
  if (!isObject(payload) || !isNumber(payload.merchantId)) return undefined;
  return isNumber(payload.conversationId) && isNumber(payload.seq)
    ? (payload as ChatReadPush)
    : undefined;
}

export function readReceiptPush(payload: unknown): ChatReceiptPush | undefined {
  if (!isObject(payload) || !isNumber(payload.merchantId)) return undefined;
  if (!isNumber(payload.conversationId) || !isObject(payload.receipt)) return undefined;
  if (payload.by !== 'customer' && payload.by !== 'staff') return undefined;
  const { deliveredSeq, readSeq } = payload.receipt;
  return isNumber(deliveredSeq) && isNumber(readSeq) ? (payload as ChatReceiptPush) : undefined;
}

export function readViewingPush(payload: unknown): ChatViewingPush | undefined {
  if (!isObject(payload) || !isNumber(payload.conversationId)) return undefined;
  if (!isNumber(payload.userId)) return undefined;
  return typeof payload.name === 'string' && typeof payload.viewing === 'boolean'
    ? (payload as ChatViewingPush)
    : undefined;
}
