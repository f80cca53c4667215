import type { QuickRepliesContent } from '@console/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { quickRepliesKey } from './quick-reply-keys';

/** DELETE /api/chat/quick-replies/{id}: answers the ones that remain. */
async function deleteQuickReply(id: number) {
  return contentOf(
    await request<QuickRepliesContent>({ method: 'DELETE', path: `/chat/quick-replies/${id}` }),
  ).quickReplies;
}

export function useDeleteQuickReply() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: deleteQuickReply,
    onSuccess: (rest) => client.setQueryData(quickRepliesKey(merchantId), rest),
  });
}
