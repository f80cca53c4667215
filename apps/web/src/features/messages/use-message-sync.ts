import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/feedback';
import { queryClient } from '../../lib/query-client';
import { playMessageSound } from '../../lib/realtime/message-sound';
import { onConnect, onMessage } from '../../lib/realtime/realtime-client';
import { useUnreadTitle } from '../../lib/realtime/unread-title';
import { loadUserData } from '../../lib/session/user-merchants';
import { bellCount, notificationsQuery } from '../../lib/settings/notification-preferences';
import { handlePushedMessage, refetchAfterConnect } from './handle-pushed-message';
import { unreadCountQuery } from './message-api';

/**
 * Wires the realtime events into the message queries and keeps the unread count in the page
 * title, for as long as the console layout lives: with the bell hidden (showNotice off) a pushed
 * message is still toasted and counted (spec §4). The title and the badge count only the types
 * whose `bell` switch is on (docs/account.md).
 */
export function useMessageSync(): void {
  const { data: count } = useQuery(unreadCountQuery());
  // Read once with the layout: the pushes below look the switches up in the cache.
  const { data: preferences } = useQuery(notificationsQuery());
  const setUnread = useUnreadTitle((state) => state.setUnread);
  useEffect(() => {
    setUnread(count ? bellCount(count, preferences) : null);
  }, [count, preferences, setUnread]);
  useEffect(() => () => setUnread(null), [setUnread]);

  useEffect(() => {
    const stopMessages = onMessage((message) =>
      handlePushedMessage(message, {
        queryClient,
        warn: (text) => toast.warning(text),
        playSound: playMessageSound,
        reloadMerchants: loadUserData,
      }),
    );
    const stopConnect = onConnect(() => refetchAfterConnect(queryClient));
    return () => {
      stopMessages();
      stopConnect();
    };
  }, []);
}
