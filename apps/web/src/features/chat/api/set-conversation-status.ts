import type { ConversationContent, ConversationStatus } from '@console/contract/chat';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useConversationMutation } from './use-conversation-mutation';

export type StatusChange = {
  id: number;
  status: ConversationStatus;
  /** With `snoozed`: an ISO time, or null for "until the customer's next message". */
  snoozeUntil?: string | null;
};

/** POST /api/chat/conversations/{id}/status: resolve, reopen or snooze. */
async function setConversationStatus({ id, status, snoozeUntil }: StatusChange) {
  return contentOf(
    await request<ConversationContent>({
      method: 'POST',
      path: `/chat/conversations/${id}/status`,
      body: status === 'snoozed' ? { status, snoozeUntil: snoozeUntil ?? null } : { status },
    }),
  ).conversation;
}

export const useSetConversationStatus = () => useConversationMutation(setConversationStatus);
