import type { ChatAssignment, ChatAssignmentBody } from '@console/contract/chat-assignment';
import { apiCodes } from '@console/contract/api-codes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { chatKey, conversationsKey } from './keys';

// docs/chat.md "Assignment": the merchant's auto-assignment, its queue and who is online; set
// from the assignment drawer.

export const chatAssignmentKey = (merchantId: number | null) =>
  [...chatKey(merchantId), 'assignment'] as const;

const chatAssignmentQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: chatAssignmentKey(merchantId),
    queryFn: async ({ signal }): Promise<ChatAssignment> =>
      contentOf(await request<{ assignment: ChatAssignment }>({ path: '/chat/assignment', signal }))
        .assignment,
    enabled: merchantId !== null,
  });

export function useChatAssignment() {
  return useQuery(chatAssignmentQuery(useMerchantId()));
}

/** PUT /api/chat/assignment; a 1001 comes back quiet for the drawer's field messages. */
export function useSaveChatAssignment() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: async (body: ChatAssignmentBody) =>
      contentOf(
        await request<{ assignment: ChatAssignment }>({
          method: 'PUT',
          path: '/chat/assignment',
          body,
          quietCodes: [apiCodes.rejected],
        }),
      ).assignment,
    onSuccess: (assignment) => client.setQueryData(chatAssignmentKey(merchantId), assignment),
    onSettled: () => client.invalidateQueries({ queryKey: conversationsKey(merchantId) }),
  });
}

/** PUT /api/chat/offline-alert: the reader's own mail when nobody is online ("Nobody there"). */
export function useSetOfflineAlert() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: async (enabled: boolean) =>
      contentOf(
        await request<{ assignment: ChatAssignment }>({
          method: 'PUT',
          path: '/chat/offline-alert',
          body: { enabled },
        }),
      ).assignment,
    onSuccess: (assignment) => client.setQueryData(chatAssignmentKey(merchantId), assignment),
  });
}
