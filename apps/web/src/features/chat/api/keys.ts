import type { ConversationFilter } from '@console/contract/chat';

// Every chat call is merchant-scoped (spec §7 merchants_id is appended).

/** The key carries the merchant: another merchant's conversations are never read from the cache. */
export const chatKey = (merchantId: number | null) => ['merchant', merchantId, 'chat'] as const;

export const conversationsKey = (merchantId: number | null) =>
  [...chatKey(merchantId), 'conversations'] as const;

export const conversationKey = (merchantId: number | null, id: number | null) =>
  [...chatKey(merchantId), 'conversation', id] as const;

/** The list's filter and search, as the URL holds them. */
export type ConversationListFilter = { filter: ConversationFilter; keyword?: string };
