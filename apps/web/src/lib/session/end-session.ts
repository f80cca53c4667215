import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { finishSessionEnd } from './session-ending';
import { useSessionStore } from './session-store';

/**
 * spec §4 "logged in to logged out" without the server call: cookies and user cleared,
 * merchants reset, cached pages and data dropped, then the login route. The console tree
 * unmounts with the token (`SignedIn`), so no query of the old session runs again.
 */
export function endSession(): void {
  useSessionStore.getState().clear();
  queryClient.clear();
  finishSessionEnd();
  navigateTo('/login', { replace: true });
}
