import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    mail: text('mail').notNull().unique(),
    mobile: text('mobile').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    faceUrl: text('face_url').notNull().default(''),
    role: text('role', { enum: ['user', 'op', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: time('created_at').notNull().defaultNow(),
    // docs/account.md: the merchant opened at sign-in (null: the last used one).
    defaultMerchantId: ref('default_merchant_id').references((): AnyPgColumn => merchants.id, {
      onDelete: 'set null',
    }),
    // docs/account.md: the upload shown as faceUrl. No foreign key: uploads reference users,
    // so one here would close an import circle; the profile reads it joined to its owner.
    avatarImageId: ref('avatar_image_id'),
    /** An IANA time zone name (docs/account.md), checked with Intl when set. */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    // Spec §3 demo user; docs/system.md "Users". `account` is filled on insert by a trigger
    // (the mail's local part, made unique) when not given; `role` above is the highest access
    // of the roles held (user_roles), kept by the system module.
    account: text('account').notNull().unique().default(''),
    gender: smallint('gender'),
    birthday: date('birthday', { mode: 'string' }),
    region: text('region')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    // Migration 0024, docs/system.md "List": the ids of the roles held, in
    // order, and whether the user owns a merchant, kept by triggers on user_roles and
    // merchant_members, so the user list reads them from the row it pages.
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ownsMerchant: boolean('owns_merchant').notNull().default(false),
    // docs/auth.md "Second factor": the authenticator app's secret (base32) once turned on,
    // the one waiting for its first code while being set up, and the last time step a code was
    // accepted for (a code is used once). `second_factor`: a second factor is on (the app or a
    // passkey), kept by the second factor's door; the session lookup reads it.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'op', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'disabled')`),
    check('users_gender_check', sql`${table.gender} in (1, 2)`),
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_nickname_idx').on(table.nickname, table.id),
    index('users_birthday_idx').on(table.birthday, table.id),
  ],
);

/**
 * Users by status and gender (0: none), kept by statement triggers on `users` (migration 0022):
 * the user list's total when it filters by nothing else is a sum of these rows instead of a
 * count of every user (docs/testing.md, bench:users). Each statement adds to the slot of a
 * user's id mod 8, so concurrent sign-ups do not queue on one row; a reader sums the slots.
 */
export const userTallies = pgTable(
  'user_tallies',
  {
    status: text('status', { enum: ['active', 'disabled'] }).notNull(),
    gender: smallint('gender').notNull(),
    slot: smallint('slot').notNull(),
    users: bigint('users', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.status, table.gender, table.slot] })],
);

/**
 * The name filter's index (migration 0023, docs/system.md "List"): every distinct piece of one to
 * three characters of a user's lower-case name, with the user's sign-up time, gender and status
 * beside it, kept by a row trigger on `users`. A name of up to three characters (a surname, a
 * Latin fragment) is one piece: its users are a range of this index in sign-up order, counted
 * and paged without reading `users`, also under the gender, status and date filters.
 */
export const userNameGrams = pgTable(
  'user_name_grams',
  {
    gram: text('gram').notNull(),
    createdAt: time('created_at').notNull(),
    userId: ref('user_id').notNull(),
    gender: smallint('gender'),
    active: boolean('active').notNull(),
  },
  (table) => [
    index('user_name_grams_idx').on(
      table.gram,
      table.createdAt,
      table.userId,
      table.gender,
      table.active,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull().defaultNow(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** When a request last used it, to within SESSION_TOUCH_MS (identity/sessions.ts). */
    lastUsedAt: time('last_used_at'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** How the session was opened (docs/auth.md "Sign-ins"). */
    method: text('method', { enum: ['password', 'code', 'passkey', 'register'] })
      .notNull()
      .default('password'),
    /** The second factor given at sign-in, if one was asked. */
    secondFactor: text('second_factor', { enum: ['totp', 'recovery', 'passkey'] }),
    /** SHA-256 of the browser's device cookie (docs/auth.md "New browsers"). */
    deviceHash: text('device_hash'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: id(),
    target: text('target').notNull(),
    channel: text('channel', { enum: ['mobile', 'mail'] }).notNull(),
    // A text column (no check constraint): a new purpose needs no migration.
    purpose: text('purpose', {
      enum: ['register', 'login', 'reset', 'customer', 'contact'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /**
     * The signed-in account that asked for the code (a `contact` code: a new mail or mobile);
     * only that account can use it. Null for codes asked before signing in.
     */
    userId: bigint('user_id', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: time('expires_at').notNull(),
    consumedAt: time('consumed_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('captchas_target_created_at_idx').on(table.target, table.createdAt),
    index('captchas_ip_created_at_idx').on(table.ip, table.createdAt),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: time('at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_username_at_idx').on(table.username, table.at),
    index('login_attempts_ip_at_idx').on(table.ip, table.at),
  ],
);

export const merchants = pgTable(
  'merchants',
  {
    id: id(),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: time('created_at').notNull().defaultNow(),
    /**
     * The merchant's days: an IANA zone. The home figures' buckets and the order list's date
     * filters are days here; changing it recounts the buckets (docs/home.md "The merchant's days").
     */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    /** The owner requires a second factor of everyone working here (docs/auth.md). */
    requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  },
  (table) => [check('merchants_status_check', sql`${table.status} in ('active', 'disabled')`)],
);

export const merchantMembers = pgTable(
  'merchant_members',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    lastUsedAt: time('last_used_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('merchant_members_merchant_user_unique').on(table.merchantId, table.userId),
    index('merchant_members_user_id_idx').on(table.userId),
    check('merchant_members_role_check', sql`${table.role} in ('owner', 'member')`),
    check('merchant_members_status_check', sql`${table.status} in ('active', 'disabled')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type MerchantMemberRow = typeof merchantMembers.$inferSelect;
