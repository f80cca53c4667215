import { CHAT_MESSAGE_EVENT } from '@console/contract/chat-realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { onEvent } from '../../../lib/realtime/on-event';
import { onConnect } from '../../../lib/realtime/realtime-client';
import { fetchAfter, fetchHistory } from '../api/list-messages';
import { readMessagePush } from '../read-push';
import { signalDelivered } from '../../../lib/realtime/chat-delivered';
import { highestCustomerSeq, highestSeq, mergeMessages } from './thread-state';
import type { ThreadStore } from './thread-store';

export type History = {
  status: 'loading' | 'ready' | 'error';
  /** An older page exists (history is read upward by `last_id`). */
  hasOlder: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => void;
  reload: () => void;
};

/**
 * The thread's messages (docs/chat.md "Web"): the newest page, older ones on demand, every push for
 * this conversation, and a catch-up (`after_seq` = the highest seq held, looped until nothing more
 * follows) on every socket (re)connect, when the tab becomes visible, and when a push shows a
 * gap. Everything goes through `mergeMessages`, so nothing shows twice.
 */
export function useThreadMessages(conversationId: number, store: ThreadStore): History {
  const merchantId = useMerchantId();
  const [status, setStatus] = useState<History['status']>(() =>
    store.paging().loaded ? 'ready' : 'loading',
  );
  const [older, setOlderState] = useState<number | null>(() => store.paging().older);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  // One catch-up at a time; one asked for while it runs runs once more after it.
  const setOlder = useCallback(
    (next: number | null) => {
      store.setPaging({ older: next });
      setOlderState(next);
    },
    [store],
  );

  const catchUp = useCallback((): Promise<void> => {
    if (!store.paging().loaded) return Promise.resolve();
    if (catching.current) {
      again.current = true;
      return catching.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const messages = await fetchAfter(conversationId, highestSeq(store.get()));
        store.update((state) => mergeMessages(state, messages));
        signalDelivered(conversationId, highestCustomerSeq(store.get()));
      } while (again.current);
    };
    catching.current = run()
      .catch(() => undefined)
      .finally(() => {
        catching.current = null;
      });
    return catching.current;
  }, [conversationId, store]);

  // The newest page once; a thread shown again (a kept tab, docs/web.md "Kept-alive pages", or
  // a conversation opened again) catches up instead, so nothing between what it held and the
  // newest page is skipped.
  useEffect(() => {
    if (store.paging().loaded) {
      void catchUp();
      return;
    }
    let live = true;
    fetchHistory(conversationId).then(
      (page) => {
        if (!live) return;
        store.update((state) => mergeMessages(state, page.messages));
        signalDelivered(conversationId, highestCustomerSeq(store.get()));
        setOlder(page.nextLastId);
        store.setPaging({ loaded: true });
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [catchUp, conversationId, setOlder, store, attempt]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void catchUp();
    };
    document.addEventListener('visibilitychange', onVisible);
    const stopConnects = onConnect(() => void catchUp());
    const stopPushes = onEvent(CHAT_MESSAGE_EVENT, (payload) => {
      const push = readMessagePush(payload);
      if (!push || push.merchantId !== merchantId) return;
      if (push.message.conversationId !== conversationId) return;
      const held = highestSeq(store.get());
      store.update((state) => mergeMessages(state, [push.message]));
      // A push past the next seq means some were missed: read them rather than show a hole.
      if (store.paging().loaded && push.message.seq > held + 1) void catchUp();
    });
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopConnects();
      stopPushes();
    };
  }, [catchUp, conversationId, merchantId, store]);

  const loadOlder = useCallback(() => {
    if (older === null || isLoadingOlder) return;
    setLoadingOlder(true);
    fetchHistory(conversationId, older)
      .then((page) => {
        store.update((state) => mergeMessages(state, page.messages));
        setOlder(page.nextLastId);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [conversationId, isLoadingOlder, older, setOlder, store]);

  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return { status, hasOlder: older !== null, isLoadingOlder, loadOlder, reload };
}
