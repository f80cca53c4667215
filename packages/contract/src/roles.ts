// DESIGN §1 and §4: platform roles and merchant permission keys.
export const PLATFORM_ROLES = ['user', 'op', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const PERMISSION_KEYS = [
  'activity:view',
  'activity:edit',
  'shop:edit',
  'order:view',
  'order:manage',
  'customer:view',
  'customer:manage',
  'chat:reply',
  'review:reply',
  'licence:manage',
  'member:manage',
  /** The merchant's trail of who did what (docs/trail.md). */
  'trail:view',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const MEMBER_ROLES = ['owner', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The owner holds every key; a sub-account holds what was granted (DESIGN §4). */
export function hasPermission(
  member: { role: MemberRole; permissions: readonly string[] },
  key: PermissionKey,
): boolean {
  return member.role === 'owner' || member.permissions.includes(key);
}
