import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { users } from './schema-accounts.ts';
import { customers } from './schema-customers.ts';

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
    /** The staff member who uploaded it, or (chat images, issue 14) the customer. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage', { enum: ['local', 'database'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    index('uploads_user_id_idx').on(table.userId),
    index('uploads_customer_id_idx')
      .on(table.customerId)
      .where(sql`${table.customerId} is not null`),
    check(
      'uploads_one_owner_check',
      sql`(${table.userId} is null) <> (${table.customerId} is null)`,
    ),
  ],
);

/** The bytes of uploads kept in PostgreSQL (UPLOAD_STORAGE=database, for several nodes). */
export const uploadBlobs = pgTable('upload_blobs', {
  uploadId: ref('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});
