import type { ConversationContent } from '@console/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { conversationKey } from './keys';

/** GET /api/chat/conversations/{id}: the thread's header (customer, status, assignee). */
const conversationQuery = (merchantId: number | null, id: number | null) =>
  queryOptions({
    queryKey: conversationKey(merchantId, id),
    queryFn: async ({ signal }) =>
      contentOf(await request<ConversationContent>({ path: `/chat/conversations/${id}`, signal }))
        .conversation,
    enabled: merchantId !== null && id !== null,
  });

export function useConversation(id: number | null) {
  return useQuery(conversationQuery(useMerchantId(), id));
}
