import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { time } from './columns.ts';

/**
 * Idempotent creates (docs/api.md "Idempotency"): the first answer to (caller, route, key).
 * Only the key's SHA-256 is stored, and the answer is encrypted with a key derived from the
 * client's key, so a stored answer (register's session token) cannot be read from the table.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>`, `customer:<id>`, or `anonymous` (register: the key alone, per route). */
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    keyHash: text('key_hash').notNull(),
    /** SHA-256 of the method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** `pending` while the first request runs, `done` once its answer is stored. */
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    /** AES-256-GCM of the answer's JSON (iv.tag.ciphertext, base64url). */
    responseBody: text('response_body'),
    /**
     * Set by the first request's write in its own transaction (docs/api.md "Idempotency"): a
     * pending row with it belongs to a request whose write committed although its answer was
     * never stored (the node died in between), so it is not taken over and written again.
     */
    writtenAt: time('written_at'),
    createdAt: time('created_at').notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.route, table.keyHash] }),
    check('idempotency_keys_state_check', sql`${table.state} in ('pending', 'done')`),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);
