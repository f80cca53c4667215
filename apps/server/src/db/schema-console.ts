import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { merchants, users } from './schema-accounts.ts';

/** DESIGN §4 per-user settings; `layout` holds only what the user changed from the defaults. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: ref('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    locale: text('locale', { enum: ['zh-CN', 'en-US'] }),
    layout: jsonb('layout').$type<Record<string, unknown>>().notNull(),
    tabs: jsonb('tabs').$type<unknown>().notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    check('user_settings_locale_check', sql`${table.locale} in ('zh-CN', 'en-US')`),
    check('user_settings_version_check', sql`${table.version} > 0`),
  ],
);

/**
 * docs/account.md: per message type, whether it counts in the bell, is toasted, plays a sound.
 * `prefs` holds only the types the user saved; the others take the defaults of the contract.
 * A table of its own, so saving it never bumps the version the layout is saved against.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefs: jsonb('prefs').$type<unknown>().notNull(),
  updatedAt: time('updated_at').notNull(),
});

/** DESIGN §4 front-end log: errors browsers report, bounded and rate-limited (docs/api.md). */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    merchantId: ref('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['info', 'error'] }).notNull(),
    message: text('message').notNull(),
    time: text('time').notNull(),
    url: text('url').notNull(),
    route: text('route'),
    appVersion: text('app_version'),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    userAgent: text('user_agent'),
    ip: text('ip').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    check('client_logs_type_check', sql`${table.type} in ('info', 'error')`),
    index('client_logs_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('client_logs_ip_created_at_idx').on(table.ip, table.createdAt),
  ],
);

/** DESIGN §4 user messages: 1 merchant review, 2 licence review, 3 activity review. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    refId: ref('ref_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    check('user_messages_type_check', sql`${table.type} in (1, 2, 3)`),
    index('user_messages_user_type_id_idx').on(table.userId, table.type, table.id),
    index('user_messages_unread_idx')
      .on(table.userId, table.type)
      .where(sql`not ${table.isRead}`),
  ],
);
