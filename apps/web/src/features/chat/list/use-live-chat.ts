import { type ConversationSummary } from '@console/contract/chat';
import {
  CHAT_ASSIGNMENT_EVENT,
  CHAT_CONVERSATION_EVENT,
  CHAT_MESSAGE_EVENT,
  CHAT_READ_EVENT,
  CHAT_RATED_EVENT,
  CHAT_RECEIPT_EVENT,
  CHAT_TARGETS_EVENT,
  type ChatRatedPush,
} from '@console/contract/chat-realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { onEvent } from '../../../lib/realtime/on-event';
import { onConnect } from '../../../lib/realtime/realtime-client';
import { chatAssignmentKey } from '../api/get-chat-assignment';
import { chatTargetsKey } from '../api/get-chat-targets';
import { chatKey, conversationKey, conversationsKey } from '../api/keys';
import { readConversationPush, readMessagePush, readReadPush, readReceiptPush } from '../read-push';

/**
 * The inbox follows the merchant's conversations live (docs/chat.md "Web"): a new message, a status
 * or assignee change, or a read in another tab updates the open header at once and reads the list
 * again; after a reconnect everything is read again (pushes sent while offline are lost).
 */
export function useLiveChat(): void {
  const client = useQueryClient();
  const merchantId = useMerchantId();

  useEffect(() => {
    const refreshList = () =>
      void client.invalidateQueries({ queryKey: conversationsKey(merchantId) });
    // A push carries no `unread` (it is each reader's own): keep the one held until re-read.
    const putConversation = (next: Omit<ConversationSummary, 'unread'>) => {
      const key = conversationKey(merchantId, next.id);
      client.setQueryData<ConversationSummary>(key, (old) =>
        old ? { ...next, unread: old.unread } : old,
      );
    };
    const stops = [
      onEvent(CHAT_MESSAGE_EVENT, (payload) => {
        const push = readMessagePush(payload);
        if (!push || push.merchantId !== merchantId) return;
        putConversation(push.conversation);
        refreshList();
      }),
      onEvent(CHAT_CONVERSATION_EVENT, (payload) => {
        const push = readConversationPush(payload);
        if (!push || push.merchantId !== merchantId) return;
        putConversation(push.conversation);
        refreshList();
        // What each member holds may have changed (docs/chat.md "Assignment").
        void client.invalidateQueries({ queryKey: chatAssignmentKey(merchantId) });
      }),
      // Auto-assignment turned on or off, or its rules changed: the queue and the rows move.
      onEvent(CHAT_ASSIGNMENT_EVENT, (payload) => {
        if ((payload as { merchantId?: unknown } | null)?.merchantId !== merchantId) return;
        void client.invalidateQueries({ queryKey: chatAssignmentKey(merchantId) });
        refreshList();
        void client.invalidateQueries({ queryKey: [...chatKey(merchantId), 'conversation'] });
      }),
      onEvent(CHAT_READ_EVENT, (payload) => {
        const push = readReadPush(payload);
        if (!push || push.merchantId !== merchantId) return;
        void client.invalidateQueries({
          queryKey: conversationKey(merchantId, push.conversationId),
        });
        refreshList();
      }),
      // The customer's devices received or read further: the open thread's ticks follow
      // (docs/chat.md "Delivery states"); marks only grow, whatever order pushes come in.
      onEvent(CHAT_RECEIPT_EVENT, (payload) => {
        const push = readReceiptPush(payload);
        if (!push || push.merchantId !== merchantId || push.by !== 'customer') return;
        client.setQueryData<ConversationSummary>(
          conversationKey(merchantId, push.conversationId),
          (old) =>
            old && {
              ...old,
              customerReceipt: {
                deliveredSeq: Math.max(old.customerReceipt.deliveredSeq, push.receipt.deliveredSeq),
                readSeq: Math.max(old.customerReceipt.readSeq, push.receipt.readSeq),
              },
            },
        );
      }),
      // A customer rated a resolution (docs/chat.md "Satisfaction"): the open header shows it.
      onEvent(CHAT_RATED_EVENT, (payload) => {
        const push = payload as ChatRatedPush | null;
        if (push?.merchantId !== merchantId || typeof push.rating?.rating !== 'number') return;
        const key = conversationKey(merchantId, push.conversationId);
        client.setQueryData<ConversationSummary>(
          key,
          (old) => old && { ...old, rating: push.rating },
        );
        // A read of the conversation still under way (the resolve's) would answer it unrated
        // after this: it is started again, and the new answer holds the rating.
        void client.invalidateQueries({ queryKey: key, exact: true });
      }),
      // New business hours or targets: every waiting deadline may have moved.
      onEvent(CHAT_TARGETS_EVENT, (payload) => {
        if ((payload as { merchantId?: unknown } | null)?.merchantId !== merchantId) return;
        void client.invalidateQueries({ queryKey: chatTargetsKey(merchantId) });
        refreshList();
        void client.invalidateQueries({ queryKey: [...chatKey(merchantId), 'conversation'] });
      }),
      onConnect(() => {
        void client.invalidateQueries({ queryKey: conversationsKey(merchantId) });
        void client.invalidateQueries({
          queryKey: [...chatKey(merchantId), 'conversation'],
        });
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, merchantId]);
}
