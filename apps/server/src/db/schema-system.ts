import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { users } from './schema-accounts.ts';

// System management (docs/system.md): roles with their menus, the menu tree, the
// roles each user holds and the record of every write.

export const roles = pgTable(
  'roles',
  {
    id: id(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** The name in English ('' when not given: the lists then show `name`; docs/system.md). */
    nameEn: text('name_en').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The platform role (users.role) this role gives; a user gets the highest one held. */
    access: text('access', { enum: ['user', 'op', 'admin'] })
      .notNull()
      .default('user'),
    /** The role given to new sign-ups: exactly one role has it (a partial unique index). */
    isDefault: boolean('is_default').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    /** Holders need a second factor for the platform's calls (docs/auth.md). */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('roles_access_check', sql`${table.access} in ('user', 'op', 'admin')`),
    uniqueIndex('roles_one_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_id_idx').on(table.roleId),
  ],
);

export const menuNodes = pgTable(
  'menu_nodes',
  {
    id: id(),
    parentId: ref('parent_id').references((): AnyPgColumn => menuNodes.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: ['menu', 'action'] })
      .notNull()
      .default('menu'),
    header: boolean('header').notNull().default(false),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    path: text('path'),
    name: text('name').notNull().unique(),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('menu_nodes_kind_check', sql`${table.kind} in ('menu', 'action')`),
    index('menu_nodes_parent_idx').on(table.parentId, table.sortOrder),
  ],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: ref('menu_id')
      .notNull()
      .references(() => menuNodes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.menuId] }),
    index('role_menus_menu_id_idx').on(table.menuId),
  ],
);
