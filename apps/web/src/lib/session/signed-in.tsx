import type { ReactNode } from 'react';
import { useSessionStore } from './session-store';

/**
 * Renders the console only while a session exists. When the session ends, the whole tree
 * unmounts in the same render instead of re-rendering once more: a query hook re-rendered
 * after the cache was cleared fetches again, without a token, and its 1007 showed "Login
 * expired" after a normal logout (docs/web.md "Session").
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  return token ? children : null;
}
