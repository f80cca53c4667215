import { useEffect } from 'react';
import { toast } from '../../lib/feedback';
import { queryClient } from '../../lib/query-client';
import { onConnect, onMessage } from '../../lib/realtime/realtime-client';
import { loadUserData } from '../../lib/session/user-merchants';
import { handlePushedMessage, refetchAfterConnect } from './handle-pushed-message';

/** Wires the realtime events into the message queries while the bell is mounted. */
export function useMessageSync(): void {
  useEffect(() => {
    const stopMessages = onMessage((message) =>
      handlePushedMessage(message, {
        queryClient,
        warn: (text) => toast.warning(text),
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
