import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { users } from './schema-accounts.ts';

// The second factor's tables (docs/auth.md "Second factor"); the factor's flags live on `users`.

/** docs/auth.md "Recovery codes": ten single-use codes, only their SHA-256 kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/** docs/auth.md "Passkeys": a WebAuthn credential of the user's. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
    lastUsedAt: time('last_used_at'),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * docs/auth.md "Tickets": a short-lived step of a sign-in or a passkey ceremony, found by the
 * SHA-256 of the ticket the client holds. `second-factor`: the first factor passed, the second is
 * awaited; `passkey-register` / `passkey-sign-in`: a WebAuthn challenge waiting for its answer.
 */
export const signInTickets = pgTable(
  'sign_in_tickets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', {
      enum: ['second-factor', 'passkey-register', 'passkey-sign-in'],
    }).notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The first factor of a `second-factor` ticket. */
    method: text('method', { enum: ['password', 'code'] }),
    /** The sign-in throttle's key (the username as typed) of a `second-factor` ticket. */
    throttleKey: text('throttle_key'),
    /** A WebAuthn challenge (base64url). */
    challenge: text('challenge'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_tickets_expires_at_idx').on(table.expiresAt)],
);
