import { type ChatUnreadContent } from '@console/contract/chat';
import {
  CHAT_CONVERSATION_EVENT,
  CHAT_MESSAGE_EVENT,
  CHAT_READ_EVENT,
  CHAT_TARGETS_EVENT,
} from '@console/contract/chat-realtime';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../http/client';
import { chatUnreadKey } from '../query-keys';
import { onEvent } from '../realtime/on-event';
import { onConnect } from '../realtime/realtime-client';
import { useSessionStore } from '../session/session-store';

// Read by the shell (the /cc menu entry, the merchant switcher) and by /cc (after marking a
// conversation read), so it lives in lib (docs/chat.md "Web").
export { chatUnreadKey };

/** GET /api/chat/unread: conversations with unread customer messages, per merchant. */
const chatUnreadQuery = (signedIn: boolean) =>
  queryOptions({
    queryKey: chatUnreadKey,
    queryFn: async ({ signal }) =>
      (
        await request<ChatUnreadContent>({
          path: '/chat/unread',
          merchant: false,
          silent: true,
          signal,
        })
      ).content,
    enabled: signedIn,
  });

/** The unread count of one merchant (0 while unknown). */
export function useChatUnread(merchantId: number | null): number {
  const signedIn = useSessionStore((state) => state.token !== null);
  const { data } = useQuery(chatUnreadQuery(signedIn));
  return data?.merchants.find((row) => row.merchantId === merchantId)?.unread ?? 0;
}

/**
 * Waiting conversations of one merchant past their response target (docs/chat.md "Response
 * targets"); 0 while unknown.
 */
export function useChatOverdue(merchantId: number | null): number {
  const signedIn = useSessionStore((state) => state.token !== null);
  const { data } = useQuery(chatUnreadQuery(signedIn));
  return data?.merchants.find((row) => row.merchantId === merchantId)?.overdue ?? 0;
}

/** Every merchant's unread counts, for the switcher. */
export function useChatUnreadByMerchant(): ReadonlyMap<number, number> {
  const signedIn = useSessionStore((state) => state.token !== null);
  const { data } = useQuery(chatUnreadQuery(signedIn));
  return new Map(data?.merchants.map((row) => [row.merchantId, row.unread]));
}

/**
 * Keeps the counts fresh while the shell is up: a new message, a read in another tab, and every
 * (re)connect (what came while offline) read them again.
 */
export function useChatUnreadSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: chatUnreadKey });
    const stops = [
      onEvent(CHAT_MESSAGE_EVENT, refresh),
      onEvent(CHAT_READ_EVENT, refresh),
      // Overdue counts move with a status change and with new targets too.
      onEvent(CHAT_CONVERSATION_EVENT, refresh),
      onEvent(CHAT_TARGETS_EVENT, refresh),
      onConnect(refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client]);
}
