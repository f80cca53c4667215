import { hasRoleAccess } from '../lib/access';
import { safeRedirect } from '../lib/routing/safe-redirect';
import type { RouteMeta } from '../lib/routing/route-meta';
import { isLoggedIn } from '../lib/session/session-user';

export type GuardUser = { token?: string | null; access?: readonly string[] } | null;
export type GuardTarget = { path: string; search?: string; hash?: string };
export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: GuardDecision = { type: 'allow' };

/**
 * spec §2 route guard. A route needing auth (or roles) proceeds only for a stored user with a
 * real token, else login with the full target (path + query) as `redirect`; a role the user
 * lacks -> /403; a signed-in user on the login page is sent to its redirect, or home.
 */
export function guardRoute(
  meta: Pick<RouteMeta, 'auth' | 'roles' | 'guestOnly'>,
  user: GuardUser,
  target: GuardTarget,
): GuardDecision {
  const signedIn = isLoggedIn(user);
  const search = target.search ?? '';
  if (meta.guestOnly && signedIn) {
    const wanted = new URLSearchParams(search).get('redirect');
    return { type: 'redirect', to: safeRedirect(wanted) ?? '/' };
  }
  const needsRole = (meta.roles?.length ?? 0) > 0;
  if ((meta.auth || needsRole) && !signedIn) {
    const fullPath = `${target.path}${search}${target.hash ?? ''}`;
    return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(fullPath)}` };
  }
  if (needsRole && !hasRoleAccess(user?.access, meta.roles)) {
    return { type: 'redirect', to: '/403' };
  }
  return allow;
}
