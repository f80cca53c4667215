import type { ChatMessage, ConversationSummary } from '@console/contract/chat';

// Test fakes typed with the contract: conversation 5 of merchant 7 ("Shop"), customer Li Lei.

export const conversationOf = (
  id: number,
  change: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id,
  merchantId: 7,
  customer: { id: 40 + id, name: `Customer ${id}`, maskedMobile: '138****0000' },
  status: 'open',
  snoozedUntil: null,
  assignee: null,
  queuedAt: null,
  lastSeq: 2,
  lastMessage: {
    kind: 'text',
    sender: 'customer',
    preview: 'Hello',
    createdAt: '2026-11-24T08:00:00.000Z',
  },
  lastMessageAt: '2026-11-24T08:00:00.000Z',
  awaitingSince: '2026-11-24T08:00:00.000Z',
  unread: 1,
  customerReceipt: { deliveredSeq: 0, readSeq: 0 },
  response: null,
  rating: null,
  ...change,
});

/** Message `seq` of conversation 5: odd ones from the customer, even ones from staff. */
export const messageOf = (seq: number, change: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + seq,
  conversationId: 5,
  seq,
  sender: seq % 2 === 1 ? 'customer' : 'staff',
  staff: seq % 2 === 1 ? null : { id: 3, name: 'Ann' },
  clientId: `client-${seq}`,
  kind: 'text',
  text: `message ${seq}`,
  imageId: null,
  card: null,
  createdAt: `2026-11-24T08:${String(seq).padStart(2, '0')}:00.000Z`,
  ...change,
});
