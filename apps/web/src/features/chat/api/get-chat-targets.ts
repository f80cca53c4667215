import type { ChatTargets, ChatTargetsBody } from '@console/contract/chat-targets';
import { apiCodes } from '@console/contract/api-codes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { chatKey, conversationsKey } from './keys';

// docs/chat.md "Response targets": the merchant's business hours and targets, read to count each
// waiting conversation's time left; set from the targets drawer.

export const chatTargetsKey = (merchantId: number | null) =>
  [...chatKey(merchantId), 'targets'] as const;

const chatTargetsQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: chatTargetsKey(merchantId),
    queryFn: async ({ signal }): Promise<ChatTargets> =>
      contentOf(await request<{ targets: ChatTargets }>({ path: '/chat/targets', signal })).targets,
    enabled: merchantId !== null,
    staleTime: 5 * 60_000,
  });

export function useChatTargets() {
  return useQuery(chatTargetsQuery(useMerchantId()));
}

/** PUT /api/chat/targets; a 1001 comes back quiet for the drawer's field messages. */
export function useSaveChatTargets() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: async (body: ChatTargetsBody) =>
      contentOf(
        await request<{ targets: ChatTargets }>({
          method: 'PUT',
          path: '/chat/targets',
          body,
          quietCodes: [apiCodes.rejected],
        }),
      ).targets,
    onSuccess: (targets) => client.setQueryData(chatTargetsKey(merchantId), targets),
    onSettled: () => client.invalidateQueries({ queryKey: conversationsKey(merchantId) }),
  });
}
