import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, time } from './columns.ts';

// The trail of who did what (docs/trail.md): one entry per write of a merchant's data, in the
// write's transaction, chained by hash within its scope (a merchant's id; 0 is the platform).

export const TRAIL_ACTOR_TYPES = ['member', 'operator', 'customer', 'system'] as const;

export const trailEntries = pgTable(
  'trail_entries',
  {
    id: id(),
    /** The merchant's id; 0 for the platform's own writes (users, roles, menus, decisions). */
    scope: bigint('scope', { mode: 'number' }).notNull(),
    /**
     * 1, 2, 3… within the scope, in the order the entries were sealed (the chain's order); null
     * until the sealer chains the committed entry (docs/trail.md "The chain").
     */
    seq: bigint('seq', { mode: 'number' }),
    at: time('at').notNull(),
    actorType: text('actor_type', { enum: TRAIL_ACTOR_TYPES }).notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    /** The actor's name as it was at the write. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    /** The changed fields as they were (null for a creation) and as they became. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    /** Null, like seq, until the entry is sealed. */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    // Sealed entries only: an unsealed one (seq null) is appended without touching it.
    uniqueIndex('trail_entries_scope_seq_idx')
      .on(table.scope, table.seq)
      .where(sql`${table.seq} is not null`),
    /** The entries still to seal, in the order the sealer takes them. */
    index('trail_entries_unsealed_idx')
      .on(table.scope, table.id)
      .where(sql`${table.seq} is null`),
    index('trail_entries_scope_at_idx').on(table.scope, table.at, table.id),
    index('trail_entries_actor_idx').on(
      table.scope,
      table.actorType,
      table.actorId,
      table.at,
      table.id,
    ),
    index('trail_entries_object_idx').on(
      table.scope,
      table.objectType,
      table.objectId,
      table.at,
      table.id,
    ),
    index('trail_entries_action_idx').on(table.scope, table.action, table.at, table.id),
    check(
      'trail_entries_actor_type_check',
      sql`${table.actorType} in ('member', 'operator', 'customer', 'system')`,
    ),
  ],
);

/**
 * The head of each scope's chain: its last seq and hash, locked by each write that appends (so
 * entries of one scope chain in commit order), and the checkpoint that retention leaves: the
 * seq and hash of the last pruned entry, where verification starts (docs/trail.md "Retention").
 */
export const trailHeads = pgTable('trail_heads', {
  scope: bigint('scope', { mode: 'number' }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull().default(''),
  checkpointSeq: bigint('checkpoint_seq', { mode: 'number' }).notNull().default(0),
  checkpointHash: text('checkpoint_hash').notNull().default(''),
});
