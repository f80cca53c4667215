import { z } from 'zod';
import { body, idField, requiredString } from './fields.ts';
import { PLATFORM_ROLES } from './roles.ts';

// The menu tree (spec §3 menu node: id, title, subtitle, path, name, header, children; plus
// icon, order, hidden). A node is a page or group (`menu`) or an action key inside a page
// (`action`, the element-level directive of spec §6). docs/system.md "Menus".

/**
 * The paths of the console a menu node may lead to: spec §2's pages and the system pages.
 * A node with a path outside this list is refused when saved. The web checks its route table
 * against it (apps/web route-table test).
 */
export const MENU_PATHS = [
  '/',
  '/home',
  '/activity',
  '/activity/list',
  '/shop',
  '/shop/info',
  '/shop/order',
  '/cc',
  '/eva',
  '/account',
  '/account/mine',
  '/account/sub',
  '/account/license',
  '/account/trail',
  '/record',
  '/log',
  '/audit',
  '/audit/records',
  '/audit/licences',
  '/audit/activities',
  '/system',
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/change',
  '/i18n',
] as const;
export type MenuPath = (typeof MENU_PATHS)[number];
export const isMenuPath = (path: string): path is MenuPath =>
  (MENU_PATHS as readonly string[]).includes(path);

/** The icons the web can draw for a node (a name outside the list is refused). */
export const MENU_ICONS = [
  'home',
  'activity',
  'shop',
  'cc',
  'eva',
  'account',
  'record',
  'log',
  'audit',
  'system',
  'user',
  'role',
  'menu',
  'history',
  'i18n',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

export const MENU_KINDS = ['menu', 'action'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Action keys the console asks for (seeded under the system pages). */
export const SYSTEM_ACTIONS = {
  userWrite: 'system:user:write',
  roleWrite: 'system:role:write',
  menuWrite: 'system:menu:write',
} as const;

/** The pages through which admins manage roles and menus: they cannot be deleted. */
export const PROTECTED_MENU_PATHS: readonly MenuPath[] = [
  '/system',
  '/system/role',
  '/system/menu',
];

export const MENU_NAME_PATTERN = /^[a-z][a-z0-9-]*(:[a-z0-9-]+)*$/;
export const MENU_DEPTH_MAX = 4;

export type MenuNode = {
  id: number;
  parentId: number | null;
  kind: MenuKind;
  /** spec §3: the node belongs to the header menu (true) or the sider. */
  header: boolean;
  /** zh-CN title (spec §3 title) and en-US title. */
  title: string;
  titleEn: string;
  subtitle: string;
  path: MenuPath | null;
  /** A unique key: the route's name, or the action key. */
  name: string;
  icon: MenuIcon | null;
  order: number;
  hidden: boolean;
  children: MenuNode[];
};
export const menuNode: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      parentId: z.number().nullable(),
      kind: z.enum(MENU_KINDS),
      header: z.boolean(),
      title: z.string(),
      titleEn: z.string(),
      subtitle: z.string(),
      path: z.enum(MENU_PATHS).nullable(),
      name: z.string(),
      icon: z.enum(MENU_ICONS).nullable(),
      order: z.number(),
      hidden: z.boolean(),
      children: z.array(menuNode),
    }),
  )
  .meta({ id: 'MenuNode' }); // a named component: the tree refers to itself (docs/api.md)

/** POST /api/system/menu/list: the whole tree (admins and ops). */
export const menuListBody = body({});
export const menuListContent = z.object({ tree: z.array(menuNode) });
export type MenuListContent = z.infer<typeof menuListContent>;

const menuFields = {
  kind: z.enum(MENU_KINDS).default('menu'),
  title: requiredString('system.menu.titleRequired', 40),
  titleEn: requiredString('system.menu.titleRequired', 60),
  subtitle: z.string().trim().max(80).default(''),
  path: z.enum(MENU_PATHS, { error: 'system.menu.pathUnknown' }).nullable().default(null),
  name: requiredString('system.menu.nameRequired', 60).regex(MENU_NAME_PATTERN, {
    error: 'system.menu.nameFormat',
  }),
  icon: z.enum(MENU_ICONS).nullable().default(null),
  hidden: z.boolean().default(false),
};

/** menu/header/create and menu/sider/create: a node under `parentId` (null: a top node). */
export const menuCreateBody = body({ parentId: idField.nullable().default(null), ...menuFields });
export type MenuCreateBody = z.input<typeof menuCreateBody>;

/**
 * menu/update: the node's fields and its place — `parentId` and `index` among its new
 * siblings (drag to reorder sends both; the header flag follows the parent's).
 */
export const menuUpdateBody = body({
  id: idField,
  parentId: idField.nullable(),
  index: z.number().int().min(0).max(1000),
  ...menuFields,
});
export type MenuUpdateBody = z.input<typeof menuUpdateBody>;

/** Where a node goes: its parent and its index among the siblings there. */
export type MenuPlace = { parentId: number | null; index: number };

/** menu/update's body: every field of the node again, at `place` (a move or an edit). */
export const menuUpdateBodyOf = (node: MenuNode, place: MenuPlace): MenuUpdateBody => ({
  id: node.id,
  ...place,
  kind: node.kind,
  title: node.title,
  titleEn: node.titleEn,
  subtitle: node.subtitle,
  path: node.path,
  name: node.name,
  icon: node.icon,
  hidden: node.hidden,
});

/** menu/delete and menu/delete/multiple: a node goes with its children and leaves every role. */
export const menuDeleteBody = body({ id: idField });
export const menuDeleteMultipleBody = body({ ids: z.array(idField).min(1).max(100) });

export const menuWriteContent = z.object({ id: z.number() });
export const menuDeleteContent = z.object({ deleted: z.number() });

/**
 * GET /api/menus: the platform roles and what the signed-in user's roles hold of the tree (spec §6 "the menu_list of
 * a role decides which menus it sees"), the paths the tree governs (a governed path not held
 * answers 403 in the console) and the action keys held.
 */
export const myMenusContent = z.object({
  /** spec §3 user info `access`, as the roles held give it now. */
  access: z.array(z.enum(PLATFORM_ROLES)),
  tree: z.array(menuNode),
  governed: z.array(z.string()),
  actions: z.array(z.string()),
});
export type MyMenusContent = z.infer<typeof myMenusContent>;

/** The socket event telling a user's consoles that their roles or menus changed. */
export const ACCESS_CHANGED_EVENT = 'access:changed';
