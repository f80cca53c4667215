import type { ConversationsContent } from '@console/contract/chat';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { nextLastIdOf } from '../../../lib/next-last-id';
import { conversationsKey, type ConversationListFilter } from './keys';

/** GET /api/chat/conversations: one keyset page, latest activity first. */
export const conversationsQuery = (
  merchantId: number | null,
  filter: ConversationListFilter,
  silent?: boolean,
) =>
  infiniteQueryOptions({
    queryKey: [...conversationsKey(merchantId), filter],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<ConversationsContent>({
          path: '/chat/conversations',
          query: { ...filter, last_id: pageParam ?? undefined },
          signal,
          silent,
        }),
      ),
    initialPageParam: null as number | null,
    getNextPageParam: nextLastIdOf,
    enabled: merchantId !== null,
  });

export function useConversations(filter: ConversationListFilter) {
  return useInfiniteQuery(conversationsQuery(useMerchantId(), filter));
}
