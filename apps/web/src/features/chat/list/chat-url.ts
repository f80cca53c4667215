import { CONVERSATION_FILTERS, type ConversationFilter } from '@console/contract/chat';
import type { ConversationListFilter } from '../api/keys';

// The inbox's state lives in the URL (docs/chat.md "Web"), so a link opens the same filter and
// thread: `/cc?c=12` (the open conversation), `filter=mine`, `keyword=Li`.

const KEYWORD_MAX = 40;

export function parseChatUrl(params: URLSearchParams): {
  list: ConversationListFilter;
  conversationId: number | null;
} {
  const filter: ConversationFilter =
    CONVERSATION_FILTERS.find((one) => one === params.get('filter')) ?? 'needs_reply';
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  const raw = params.get('c');
  const id = raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return {
    // Absent keys, not `undefined` values: the filter is part of the query key.
    list: keyword ? { filter, keyword } : { filter },
    conversationId: id > 0 ? id : null,
  };
}

export function chatUrlParams(list: ConversationListFilter, conversationId: number | null) {
  const params = new URLSearchParams();
  if (list.filter !== 'needs_reply') params.set('filter', list.filter);
  if (list.keyword) params.set('keyword', list.keyword);
  if (conversationId !== null) params.set('c', String(conversationId));
  return params;
}
