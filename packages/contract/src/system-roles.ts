import { z } from 'zod';
import { body, idField, requiredString } from './fields.ts';
import { PLATFORM_ROLES } from './roles.ts';
import { offsetPage, offsetPaging } from './system-paging.ts';

// Roles (spec §3 role: id, name, desc, created_at, updated_at, default_role, menu_list;
// spec §6 ROLE_USER / ROLE_OP / ROLE_ADMIN). `access` is the platform role the role gives: the
// server's checks follow the highest access among the roles a user holds (docs/system.md).

export const BUILT_IN_ROLES = { user: 'ROLE_USER', op: 'ROLE_OP', admin: 'ROLE_ADMIN' } as const;
export const ROLE_KEY_PATTERN = /^ROLE_[A-Z0-9_]{1,40}$/;

export const systemRole = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  /** The English name, '' when none: a list shows the reader's language, else the other. */
  nameEn: z.string(),
  desc: z.string(),
  access: z.enum(PLATFORM_ROLES),
  default_role: z.union([z.literal(0), z.literal(1)]),
  /** Holders need a second factor for the platform's calls (docs/auth.md "Required"). */
  requireSecondFactor: z.boolean(),
  /** Ids of the menu nodes (pages, groups and action keys) the role sees. */
  menu_list: z.array(z.number()),
  builtIn: z.boolean(),
  users: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SystemRole = z.infer<typeof systemRole>;

export const ROLE_SORT_KEYS = ['id', 'name', 'created_at', 'updated_at'] as const;
export const roleListBody = body(offsetPaging(ROLE_SORT_KEYS, 'id'));
export type RoleListBody = z.input<typeof roleListBody>;
export const roleListContent = offsetPage(systemRole);
export type RoleListContent = z.infer<typeof roleListContent>;

const roleFields = {
  name: requiredString('system.role.nameRequired', 40),
  nameEn: z.string().trim().max(40).default(''),
  desc: z.string().trim().max(200).default(''),
  access: z.enum(PLATFORM_ROLES).default('user'),
  default_role: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Unchanged by an update that leaves it out; off for a new role that does. */
  requireSecondFactor: z.boolean().optional(),
};
const menuList = z.array(idField).max(500);

export const roleCreateBody = body({
  key: requiredString('system.role.keyRequired', 45).regex(ROLE_KEY_PATTERN, {
    error: 'system.role.keyFormat',
  }),
  ...roleFields,
  menu_list: menuList.default([]),
});
export type RoleCreateBody = z.input<typeof roleCreateBody>;

/** role/update: name, nameEn, desc, access and default_role (the key of a role never changes). */
export const roleUpdateBody = body({ id: idField, ...roleFields });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;

/** role/menu/update: the role's whole menu_list. */
export const roleMenuUpdateBody = body({ id: idField, menu_list: menuList });
export type RoleMenuUpdateBody = z.input<typeof roleMenuUpdateBody>;

export const roleDeleteBody = body({ id: idField });
export const roleDeleteMultipleBody = body({ ids: z.array(idField).min(1).max(100) });
export const roleWriteContent = z.object({ id: z.number() });
export const roleDeleteContent = z.object({ deleted: z.number() });
