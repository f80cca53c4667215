import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref, time } from './columns.ts';
import { merchants, users } from './schema-accounts.ts';
import { uploads } from './schema-uploads.ts';

/** DESIGN §4 merchant onboarding record: draft -> pending -> approved | rejected. */
export const merchantRecords = pgTable(
  'merchant_records',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: ref('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['draft', 'pending', 'approved', 'rejected'] }).notNull(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull().default(''),
    category: text('category').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    contactMail: text('contact_mail').notNull().default(''),
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    address: text('address').notNull().default(''),
    creditCode: text('credit_code').notNull().default(''),
    legalPerson: text('legal_person').notNull().default(''),
    licenceImageId: ref('licence_image_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    description: text('description').notNull().default(''),
    rejectReason: text('reject_reason'),
    submittedAt: time('submitted_at'),
    decidedAt: time('decided_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (table) => [
    check(
      'merchant_records_status_check',
      sql`${table.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
    index('merchant_records_user_id_idx').on(table.userId),
    // GET /api/uploads/{id}: is the file a record's image, whose?
    // (modules/merchant-records/attachment-readers.ts)
    index('merchant_records_licence_image_idx').on(table.licenceImageId),
    // Storefront (DESIGN §1): is the merchant's onboarding record approved?
    index('merchant_records_merchant_id_idx').on(table.merchantId),
    // DESIGN §4: one pending record per user, which is what exist_wait_audit reports.
    uniqueIndex('merchant_records_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** DESIGN §4 signing licence, one per merchant: pending -> approved | rejected (expired on read). */
export const merchantLicences = pgTable(
  'merchant_licences',
  {
    id: id(),
    merchantId: ref('merchant_id')
      .notNull()
      .unique()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    version: integer('version').notNull().default(1),
    subjectType: text('subject_type', {
      enum: ['enterprise', 'individual_business', 'individual'],
    }).notNull(),
    holderName: text('holder_name').notNull(),
    credentialNumber: text('credential_number').notNull(),
    imageIds: bigint('image_ids', { mode: 'number' }).array().notNull(),
    legalPerson: text('legal_person').notNull(),
    legalIdNumber: text('legal_id_number').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    rejectReason: text('reject_reason'),
    submittedBy: ref('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: time('submitted_at').notNull(),
    decidedAt: time('decided_at'),
  },
  (table) => [
    check(
      'merchant_licences_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    // GET /api/uploads/{id}: is the file a licence image, of which merchant?
    // (modules/licences/attachment-readers.ts)
    index('merchant_licences_image_ids_idx').using('gin', table.imageIds),
  ],
);

/**
 * DESIGN §4 operator audit centre: one row per submission of a record, a licence or an activity,
 * holding what was submitted and, once decided, who decided what, when and why (the decision log).
 */
export const auditSubmissions = pgTable(
  'audit_submissions',
  {
    id: id(),
    kind: text('kind', { enum: ['record', 'licence', 'activity'] }).notNull(),
    subjectId: ref('subject_id').notNull(),
    merchantId: ref('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    submitterId: ref('submitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] }).notNull(),
    reason: text('reason'),
    decidedBy: ref('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: time('decided_at'),
    createdAt: time('created_at').notNull(),
  },
  (table) => [
    check('audit_submissions_kind_check', sql`${table.kind} in ('record', 'licence', 'activity')`),
    check(
      'audit_submissions_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    index('audit_submissions_kind_status_id_idx').on(table.kind, table.status, table.id),
    index('audit_submissions_subject_idx').on(table.kind, table.subjectId, table.id),
    uniqueIndex('audit_submissions_one_pending_idx')
      .on(table.kind, table.subjectId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
