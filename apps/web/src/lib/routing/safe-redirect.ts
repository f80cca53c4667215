/**
 * The `redirect` query after login: only a path inside this app is followed, so a crafted link
 * cannot send a freshly signed-in user to another site.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  if (target === '/login' || target.startsWith('/login?')) return null;
  return target;
}
