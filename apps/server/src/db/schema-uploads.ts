import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ref, time } from './columns.ts';
import { users } from './schema-accounts.ts';
import { customers } from './schema-customers.ts';

/**
 * What an upload can be attached to (docs/api.md "Uploads"): an onboarding record, a merchant's
 * signing licence, an activity, a merchant's shop profile (logo and cover), a conversation, a
 * user's avatar, a review, a quick reply.
 */
export const UPLOAD_ATTACHMENT_KINDS = [
  'record',
  'licence',
  'activity',
  'shop',
  'chat',
  'avatar',
  'review',
  'quick_reply',
] as const;

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
    /** The staff member who uploaded it, or (chat images, docs/chat.md "Safety") the customer. */
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: ref('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage', { enum: ['local', 'database'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: time('created_at').notNull(),
    /**
     * The one object the file is attached to, set once by `claimUploads` and never cleared (a
     * replaced image stays bound to its object): docs/api.md "Uploads", attachment rule.
     */
    attachedKind: text('attached_kind', { enum: UPLOAD_ATTACHMENT_KINDS }),
    attachedId: ref('attached_id'),
    /** The merchant the object belongs to; null for an onboarding record and an avatar. */
    attachedMerchantId: ref('attached_merchant_id'),
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
    check(
      'uploads_attached_check',
      sql`(${table.attachedKind} is null) = (${table.attachedId} is null)`,
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
