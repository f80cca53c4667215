import { z } from 'zod';
import { isUnifiedCreditCode } from './credit-code.ts';
import { draftBodies, idField, mailField, mobileField } from './fields.ts';
import { isRegionChain, REGION_CODE_PATTERN, THIRD_LEVEL_CODE_PATTERN } from './regions.ts';
import { uploadedFile } from './uploads.ts';

// DESIGN §4 merchant onboarding record (/record).
export const RECORD_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/**
 * DESIGN §4: every legal move of a record, by name (docs/api.md "Merchant onboarding records").
 * The server's door moves a record only along these, and /record offers the form or the
 * withdrawal only where their move starts. `to: null`: an update keeps the status it had.
 */
export const RECORD_MOVES = {
  update: { from: ['draft', 'rejected'], to: null },
  submit: { from: ['draft', 'rejected'], to: 'pending' },
  withdraw: { from: ['pending'], to: 'draft' },
  /** The operator's decisions (docs/onboarding.md "Decisions"). */
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly RecordStatus[]; to: RecordStatus | null }>;
export type RecordMove = keyof typeof RECORD_MOVES;

/** Business categories of a merchant; the web shows them translated. */
export const MERCHANT_CATEGORIES = [
  'education',
  'sports',
  'culture',
  'arts',
  'food',
  'travel',
  'technology',
  'health',
  'other',
] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const regionCode = z.string().regex(REGION_CODE_PATTERN, { error: 'record.regionInvalid' });
const thirdLevelCode = z
  .string()
  .regex(THIRD_LEVEL_CODE_PATTERN, { error: 'record.regionInvalid' });

/** Every field of a record; a draft may leave any out, a submission needs all but description. */
export const recordFieldsShape = {
  name: text(100),
  category: z.enum(MERCHANT_CATEGORIES),
  contactName: text(50),
  contactMobile: mobileField,
  contactMail: mailField,
  provinceCode: regionCode,
  cityCode: regionCode,
  districtCode: thirdLevelCode,
  address: text(200),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isUnifiedCreditCode, { error: 'record.creditCodeInvalid' }),
  legalPerson: text(50),
  licenceImageId: idField,
  description: z.string().trim().max(1000),
};

/** The fields a submission must hold (description may stay empty). */
export const REQUIRED_RECORD_FIELDS = Object.keys(recordFieldsShape).filter(
  (key) => key !== 'description',
) as (keyof typeof recordFieldsShape)[];

const partialRecord = z.object(recordFieldsShape).partial().shape;

/** The region, when all three codes are given, must nest (GB/T 2260). */
const checkRegion = (
  value: { provinceCode?: string; cityCode?: string; districtCode?: string },
  ctx: z.RefinementCtx,
) => {
  const { provinceCode, cityCode, districtCode } = value;
  if (provinceCode === undefined || cityCode === undefined || districtCode === undefined) return;
  if (!isRegionChain({ provinceCode, cityCode, districtCode })) {
    ctx.addIssue({ code: 'custom', path: ['districtCode'], message: 'record.regionInvalid' });
  }
};

const recordBodies = draftBodies(partialRecord, checkRegion);
/** POST /api/merchantRecords: a new draft with whatever is filled in. */
export const createRecordBody = recordBodies.create;
export type CreateRecordBody = z.input<typeof createRecordBody>;
/** PUT /api/merchantRecords/{id}: the whole form again, against the version read. */
export const updateRecordBody = recordBodies.update;
export type UpdateRecordBody = z.input<typeof updateRecordBody>;
/** POST /api/merchantRecords/{id}/submit and /withdraw */
export const recordActionBody = recordBodies.action;
export type RecordActionBody = z.input<typeof recordActionBody>;

export const recordParams = z.object({ id: idField });

export const merchantRecord = z.object({
  id: z.number(),
  status: z.enum(RECORD_STATUSES),
  version: z.number(),
  name: z.string(),
  category: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactMail: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  districtCode: z.string(),
  address: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  licenceImage: uploadedFile.nullable(),
  description: z.string(),
  /** The reason of the last rejection, kept while the record is edited for resubmission. */
  rejectReason: z.string().nullable(),
  /** The merchant created when the record was approved. */
  merchantId: z.number().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantRecord = z.infer<typeof merchantRecord>;

export const recordContent = z.object({ record: merchantRecord });

/**
 * GET /api/merchantRecords answers at most this many (newest first): one record per merchant
 * applied for, so a real user stays far below it; it bounds the answer all the same (docs/api.md
 * "Paging").
 */
export const MAX_LISTED_RECORDS = 100;
/** GET /api/merchantRecords: the caller's records, newest first. */
export const recordsContent = z.object({ records: z.array(merchantRecord) });

/** GET /api/merchants/review (spec §7): is one of the caller's records awaiting audit? */
export const reviewContent = z.object({ exist_wait_audit: z.boolean() });

export type RecordContent = z.infer<typeof recordContent>;
export type RecordsContent = z.infer<typeof recordsContent>;
export type ReviewContent = z.infer<typeof reviewContent>;
