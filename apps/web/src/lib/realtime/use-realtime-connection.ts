import { useEffect } from 'react';
import { useSessionStore } from '../session/session-store';
import { closeRealtime, openRealtimeOnce } from './realtime-client';

/**
 * Keeps the socket in step with the session (spec §4): opened when a token appears (sign-in,
 * or a page load with a stored session), closed when it goes (logout, 1007).
 */
export function useRealtimeConnection(): void {
  const token = useSessionStore((state) => state.token);
  useEffect(() => {
    if (!token) return;
    openRealtimeOnce(token);
    return closeRealtime;
  }, [token]);
}
