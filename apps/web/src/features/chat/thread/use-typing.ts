import { CHAT_TYPING_EVENT, CHAT_TYPING_TTL_MS } from '@console/contract/chat-realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitRealtime } from '../../../lib/realtime/realtime-client';
import { onEvent } from '../../../lib/realtime/on-event';
import { useAssignees } from '../api/list-assignees';
import { readTypingPush } from '../read-push';

/** How often the composer says "typing" while keys are pressed (ms). */
const TYPING_SIGNAL_INTERVAL_MS = 2000;

/**
 * Who is typing in this conversation (docs/chat.md "Web": several staff see each other, and the
 * customer): each name shows for CHAT_TYPING_TTL_MS after its last signal. The member's own
 * signal (echoed to the merchant's room) is not shown.
 */
export function useTypingNames(conversationId: number): string[] {
  const me = useAssignees().data?.me;
  const [until, setUntil] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(
    () =>
      onEvent(CHAT_TYPING_EVENT, (payload) => {
        const push = readTypingPush(payload);
        if (!push || push.conversationId !== conversationId) return;
        if (push.sender === 'staff' && push.userId === me) return;
        setUntil((last) => new Map(last).set(push.name, Date.now() + CHAT_TYPING_TTL_MS));
      }),
    [conversationId, me],
  );

  // Expire the names when their time is up.
  useEffect(() => {
    if (until.size === 0) return;
    const next = Math.min(...until.values()) - Date.now();
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setUntil((last) => new Map([...last].filter(([, time]) => time > now)));
      },
      Math.max(next, 0) + 10,
    );
    return () => clearTimeout(timer);
  }, [until]);

  return [...until.keys()];
}

/** The composer's signal, at most once per TYPING_SIGNAL_INTERVAL_MS. */
export function useTypingSignal(conversationId: number): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_INTERVAL_MS) return;
    last.current = now;
    emitRealtime(CHAT_TYPING_EVENT, { conversationId });
  }, [conversationId]);
}
