import type { QuickRepliesContent } from '@console/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { quickRepliesKey } from './quick-reply-keys';

/** GET /api/chat/quick-replies: the merchant's quick replies. */
const quickRepliesQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: quickRepliesKey(merchantId),
    queryFn: async ({ signal }) =>
      contentOf(await request<QuickRepliesContent>({ path: '/chat/quick-replies', signal }))
        .quickReplies,
    enabled: merchantId !== null,
  });

export function useQuickReplies() {
  return useQuery(quickRepliesQuery(useMerchantId()));
}
