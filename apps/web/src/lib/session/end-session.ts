import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { useSessionStore } from './session-store';

/**
 * spec §4 "logged in to logged out" without the server call: cookies and user cleared,
 * merchants reset, cached pages and data dropped, then the login route.
 */
export function endSession(): void {
  useSessionStore.getState().clear();
  queryClient.clear();
  navigateTo('/login', { replace: true });
}
