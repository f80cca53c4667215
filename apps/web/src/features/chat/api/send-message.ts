import type { SentContent, StaffSendBody } from '@console/contract/chat';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/**
 * POST /api/chat/conversations/{id}/messages. The body carries the message's own client id: a
 * retry with the same id answers the first message instead of writing a second (docs/chat.md
 * "Sequence").
 */
export async function sendMessage(conversationId: number, body: StaffSendBody) {
  return contentOf(
    await request<SentContent>({
      method: 'POST',
      path: `/chat/conversations/${conversationId}/messages`,
      body,
    }),
  );
}
