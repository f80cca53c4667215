import type { SessionContent } from '@console/contract/auth';
import { loadUserData } from '../../lib/session/user-merchants';
import { useSessionStore } from '../../lib/session/session-store';

/**
 * spec §4 logged out -> logged in: cookies set, user info stored, then the user data loaded
 * (its failure was toasted and does not undo the sign-in).
 */
export async function completeSignIn(session: SessionContent, remember: boolean): Promise<void> {
  useSessionStore.getState().signIn(session, remember);
  await loadUserData().catch(() => undefined);
}
