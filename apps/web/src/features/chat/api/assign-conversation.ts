import type { ConversationContent } from '@console/contract/chat';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useConversationMutation } from './use-conversation-mutation';

/** POST /api/chat/conversations/{id}/assign: a member holding chat:reply, or null. */
async function assignConversation(input: { id: number; assigneeId: number | null }) {
  return contentOf(
    await request<ConversationContent>({
      method: 'POST',
      path: `/chat/conversations/${input.id}/assign`,
      body: { assigneeId: input.assigneeId },
    }),
  ).conversation;
}

export const useAssignConversation = () => useConversationMutation(assignConversation);
