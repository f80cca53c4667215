import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatUnreadKey } from '../../../lib/api/get-chat-unread';
import { useDocumentVisible } from '../../../lib/hooks/use-document-visible';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { markRead } from '../api/mark-read';
import { conversationKey, conversationsKey } from '../api/keys';
import { highestCustomerSeq, highestSeq, type ThreadState } from './thread-state';

/**
 * Opening a thread, and a customer message arriving while it is open and the tab is
 * visible, marks it read for this member (POST …/read with the highest seq held). A hidden tab
 * marks nothing: the message is not seen until the tab is shown again.
 */
export function useMarkRead(conversationId: number, state: ThreadState, isReady: boolean): void {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  const marked = useRef(0);
  const visible = useDocumentVisible();
  const customerSeq = highestCustomerSeq(state);
  const seq = highestSeq(state);

  useEffect(() => {
    if (!isReady || !visible || customerSeq <= marked.current) return;
    marked.current = customerSeq;
    markRead(conversationId, seq).then(
      (conversation) => {
        client.setQueryData(conversationKey(merchantId, conversationId), conversation);
        void client.invalidateQueries({ queryKey: conversationsKey(merchantId) });
        void client.invalidateQueries({ queryKey: chatUnreadKey });
      },
      () => {
        // Not marked: the next message or showing the tab tries again.
        marked.current = 0;
      },
    );
  }, [client, conversationId, customerSeq, isReady, merchantId, seq, visible]);
}
