import type { ConversationContextContent } from '@console/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { conversationKey } from './keys';

/** GET /api/chat/conversations/{id}/context: the side panel (customer, orders, past count). */
const contextQuery = (merchantId: number | null, id: number | null) =>
  queryOptions({
    queryKey: [...conversationKey(merchantId, id), 'context'],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ConversationContextContent>({
          path: `/chat/conversations/${id}/context`,
          signal,
        }),
      ),
    enabled: merchantId !== null && id !== null,
    staleTime: 30_000,
  });

export function useConversationContext(id: number | null) {
  return useQuery(contextQuery(useMerchantId(), id));
}
