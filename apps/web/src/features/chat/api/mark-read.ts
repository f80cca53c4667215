import type { ConversationContent } from '@console/contract/chat';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/** POST /api/chat/conversations/{id}/read: read up to `seq`, for this member only. */
export async function markRead(conversationId: number, seq: number) {
  return contentOf(
    await request<ConversationContent>({
      method: 'POST',
      path: `/chat/conversations/${conversationId}/read`,
      body: { seq },
      silent: true,
    }),
  ).conversation;
}
