import { PERMISSION_KEYS, type MemberRole, type PermissionKey } from '@console/contract/roles';

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

/** One key, or several of which any one is enough (e.g. /eva: review:reply or customer:view). */
export type PermissionRequirement = PermissionKey | readonly PermissionKey[];

/**
 * What a route, menu entry, tab or element asks for. `menu`: the path of the menu node that
 * governs the page (docs/system.md "Console"; a path the menu tree does not govern asks nothing).
 */
export type Requirement = {
  roles?: readonly string[];
  permission?: PermissionRequirement;
  menu?: string;
};

/**
 * The paths the menu tree governs, those the user's roles hold, the action keys (docs/system.md
 * "Console").
 */
export type MenuAccess = {
  governed: ReadonlySet<string>;
  held: ReadonlySet<string>;
  actions: ReadonlySet<string>;
};

/** The signed-in user (platform roles) inside the current merchant (member role and keys). */
export type AccessSession = {
  user: { access?: readonly string[] } | null;
  /** A merchant is current (the user has one). */
  hasMerchant: boolean;
  /** The member context of the current merchant; null while unknown (loading or failed). */
  merchant: { role: MemberRole; permissions: readonly string[] } | null;
  /** The menus the user's roles hold; null while unknown (nothing is judged by them then). */
  menus?: MenuAccess | null;
};

export type Abilities = {
  /** Platform roles op or admin: the front-end log of all users, audit queues. */
  isOperator: boolean;
  isAdmin: boolean;
  /** Owner of the current merchant: holds every permission key (DESIGN §4). */
  isOwner: boolean;
  /** The keys held in the current merchant; none without a merchant. */
  permissions: readonly PermissionKey[];
  hasRoles: (roles?: readonly string[]) => boolean;
  can: (permission?: PermissionRequirement) => boolean;
  /**
   * Holds the action key (spec §6 element-level directive, docs/system.md "Menus"); false while
   * unknown.
   */
  hasAction: (action: string) => boolean;
  /**
   * Roles and permission of a page, menu entry or tab. A user without any merchant is not held
   * to permissions: the page's calls are not made and ask to register a merchant (spec §6).
   */
  allows: (requirement: Requirement) => boolean;
};

/** The one permission check of the web (STYLE "one way"): session -> named abilities. */
export function access({ user, hasMerchant, merchant, menus }: AccessSession): Abilities {
  const roles = user?.access ?? [];
  const isOwner = merchant?.role === 'owner';
  const permissions = isOwner
    ? PERMISSION_KEYS
    : PERMISSION_KEYS.filter((key) => merchant?.permissions.includes(key));
  const hasRoles = (wanted?: readonly string[]) => hasRoleAccess(roles, wanted);
  const can = (wanted?: PermissionRequirement) => {
    if (wanted === undefined) return true;
    const anyOf: readonly PermissionKey[] = typeof wanted === 'string' ? [wanted] : wanted;
    return anyOf.length === 0 || anyOf.some((key) => permissions.includes(key));
  };
  const menuAllows = (path?: string) =>
    !menus || path === undefined || !menus.governed.has(path) || menus.held.has(path);
  return {
    isOperator: hasRoles(['op', 'admin']),
    isAdmin: hasRoles(['admin']),
    isOwner,
    permissions,
    hasRoles,
    can,
    hasAction: (action) => menus?.actions.has(action) ?? false,
    allows: (requirement) =>
      hasRoles(requirement.roles) &&
      menuAllows(requirement.menu) &&
      (!hasMerchant || can(requirement.permission)),
  };
}
