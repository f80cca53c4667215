import {
  CHAT_VIEWING_BEAT_MS,
  CHAT_VIEWING_EVENT,
  CHAT_VIEWING_TTL_MS,
  type ChatViewingSignal,
} from '@console/contract/chat-realtime';
import { useEffect, useRef, useState } from 'react';
import { useDocumentVisible } from '../../../lib/hooks/use-document-visible';
import { onEvent } from '../../../lib/realtime/on-event';
import { emitRealtime, onConnect } from '../../../lib/realtime/realtime-client';
import { readViewingPush } from '../read-push';

/**
 * A thread is announced once it stayed open this long (ms): one glanced at while going through the
 * list is not, and a switch's `viewing: false` is never within the hub's gap of the next thread's
 * `true` (the hub keeps only the last signal of a kind, docs/realtime.md "Events").
 */
const SETTLE_MS = 1000;

export type Viewer = { userId: number; name: string };

/**
 * Who has this conversation open (docs/chat.md "Viewing and typing"). While the thread is open and
 * the tab visible, this client says so (`chat:viewing`) once settled, then every
 * CHAT_VIEWING_BEAT_MS and on every reconnect; `viewing: false` when the thread closes or
 * switches, the tab hides or the page goes. Another member's mark is dropped on their `false` or
 * when not renewed within CHAT_VIEWING_TTL_MS (their socket went away without saying so). A
 * newcomer is answered at once, so they see who was there before the next beat. A renewal
 * re-renders nothing: only a member coming or going does. The list includes the member's own mark
 * (the room echoes it): the caller leaves it out.
 */
export function useViewers(conversationId: number): Viewer[] {
  const visible = useDocumentVisible();
  const [viewers, setViewers] = useState<Viewer[]>([]);
  /** Says "viewing" again now, if this thread is being viewed (set by the signal's effect). */
  const answer = useRef(() => {});

  useEffect(() => {
    if (!visible) return;
    let isSaid = false;
    let saidAt = 0;
    let beats: ReturnType<typeof setInterval> | undefined;
    const say = (viewing: boolean) => {
      isSaid = viewing;
      if (viewing) saidAt = Date.now();
      const signal: ChatViewingSignal = { conversationId, viewing };
      emitRealtime(CHAT_VIEWING_EVENT, signal);
    };
    const settle = setTimeout(() => {
      say(true);
      beats = setInterval(() => say(true), CHAT_VIEWING_BEAT_MS);
    }, SETTLE_MS);
    // Pushes sent while offline are lost, this client's signals too: say it again.
    const stopConnect = onConnect(() => {
      if (beats !== undefined) say(true);
    });
    // A newcomer heard every beat said within SETTLE_MS before its own first one.
    answer.current = () => {
      if (beats !== undefined && Date.now() - saidAt >= SETTLE_MS) say(true);
    };
    // A page going away unmounts nothing.
    const leave = () => {
      if (isSaid) say(false);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      clearTimeout(settle);
      clearInterval(beats);
      stopConnect();
      window.removeEventListener('pagehide', leave);
      answer.current = () => {};
      leave();
    };
  }, [conversationId, visible]);

  useEffect(() => {
    const marks = new Map<number, { name: string; until: number }>();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const publish = () => setViewers([...marks].map(([userId, { name }]) => ({ userId, name })));
    const expire = () => {
      expiry = undefined;
      const now = Date.now();
      const held = marks.size;
      for (const [userId, { until }] of marks) if (until <= now) marks.delete(userId);
      if (marks.size !== held) publish();
      schedule();
    };
    const schedule = () => {
      if (expiry !== undefined || marks.size === 0) return;
      const first = Math.min(...[...marks.values()].map(({ until }) => until));
      expiry = setTimeout(expire, Math.max(first - Date.now(), 0));
    };
    const stopListening = onEvent(CHAT_VIEWING_EVENT, (payload) => {
      const push = readViewingPush(payload);
      if (!push || push.conversationId !== conversationId) return;
      const held = marks.get(push.userId);
      if (!push.viewing) {
        if (marks.delete(push.userId)) publish();
        return;
      }
      marks.set(push.userId, { name: push.name, until: Date.now() + CHAT_VIEWING_TTL_MS });
      schedule();
      if (held?.name === push.name) return;
      publish();
      if (!held) answer.current();
    });
    return () => {
      stopListening();
      clearTimeout(expiry);
      // Shown again (a kept tab), this client is a newcomer whom the others answer.
      setViewers([]);
    };
  }, [conversationId]);

  return viewers;
}
