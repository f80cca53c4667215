import { bigint, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { users } from './schema-accounts.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** DESIGN §2 uploaded files: metadata here, bytes behind the storage interface. */
export const uploads = pgTable(
  'uploads',
  {
    // Random, not an identity (modules/uploads/upload-id.ts, docs/database.md "Upload ids").
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage', { enum: ['local', 'database'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [index('uploads_user_id_idx').on(table.userId)],
);

/** The bytes of uploads kept in PostgreSQL (UPLOAD_STORAGE=database, for several nodes). */
export const uploadBlobs = pgTable('upload_blobs', {
  uploadId: ref('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
