import type { ChatMessage, ChatMessagesContent } from '@console/contract/chat';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/**
 * GET /api/chat/conversations/{id}/messages, history upward: the newest page without `lastId`,
 * then older ones with `lastId` = the answer's `nextLastId` (null at the start).
 */
export async function fetchHistory(conversationId: number, lastId?: number) {
  return contentOf(
    await request<ChatMessagesContent>({
      path: `/chat/conversations/${conversationId}/messages`,
      query: { last_id: lastId },
    }),
  );
}

/**
 * The same endpoint with `after_seq` (docs/chat.md "Sequence"): everything after
 * the highest seq held, oldest first, asked again while `nextLastId` says more follows.
 */
export async function fetchAfter(conversationId: number, afterSeq: number) {
  const messages: ChatMessage[] = [];
  let after: number | null = afterSeq;
  while (after !== null) {
    const page: ChatMessagesContent = contentOf(
      await request<ChatMessagesContent>({
        path: `/chat/conversations/${conversationId}/messages`,
        query: { after_seq: after },
        silent: true,
      }),
    );
    messages.push(...page.messages);
    after = page.nextLastId;
  }
  return messages;
}
