import type { QuickReplyBody, QuickReplyContent } from '@console/contract/chat';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { quickRepliesKey } from './quick-reply-keys';

export type QuickReplySave = { id: number | null; body: QuickReplyBody };

/**
 * POST /api/chat/quick-replies (a new one) or PUT …/{id}. A 1001 comes back quiet: the form
 * shows its field messages under the fields.
 */
async function saveQuickReply({ id, body }: QuickReplySave, idempotencyKey: string) {
  return contentOf(
    await request<QuickReplyContent>({
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? '/chat/quick-replies' : `/chat/quick-replies/${id}`,
      body,
      quietCodes: [apiCodes.rejected],
      idempotencyKey: id === null ? idempotencyKey : undefined,
    }),
  ).quickReply;
}

export function useSaveQuickReply() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn: (input: QuickReplySave, intent) => saveQuickReply(input, intent.idempotencyKey),
    onSettled: () => client.invalidateQueries({ queryKey: quickRepliesKey(merchantId) }),
  });
}
