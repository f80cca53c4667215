/**
 * spec §6: an item with a role list shows only if the user's access shares at least one role;
 * an item without a list is for everyone, and a user without access sees only those.
 */
export function hasRoleAccess(
  access: readonly string[] | null | undefined,
  roles: readonly string[] | null | undefined,
): boolean {
  if (!roles || roles.length === 0) return true;
  return (access ?? []).some((role) => roles.includes(role));
}
