import type { ConversationSummary } from '@console/contract/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { conversationKey, conversationsKey } from './keys';

/** A change of one conversation: its answer replaces the header, the list is read again. */
export function useConversationMutation<I>(mutationFn: (input: I) => Promise<ConversationSummary>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn,
    onSuccess: (conversation) => {
      client.setQueryData(conversationKey(merchantId, conversation.id), conversation);
    },
    onSettled: () => client.invalidateQueries({ queryKey: conversationsKey(merchantId) }),
  });
}
