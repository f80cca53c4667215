import { z } from 'zod';
import { isoDateField } from './dates.ts';
import { body, idField } from './fields.ts';
import { uploadedFile } from './uploads.ts';

// DESIGN §4 signing licence (/account/license, permission licence:manage).
export const LICENCE_STATUSES = ['none', 'pending', 'approved', 'rejected', 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/**
 * DESIGN §4: every legal move of a licence, by name, from the status a reader sees (`none`
 * before the first submission, `expired` read from an approved one past its date). The server's
 * door moves a licence only along these; /account/license offers the form where `submit` starts.
 */
export const LICENCE_MOVES = {
  submit: { from: ['none', 'rejected', 'approved', 'expired'], to: 'pending' },
  /** The operator's decisions (docs/onboarding.md "Decisions"). */
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly LicenceStatus[]; to: LicenceStatus }>;
export type LicenceMove = keyof typeof LICENCE_MOVES;
export const LICENCE_SUBJECT_TYPES = ['enterprise', 'individual_business', 'individual'] as const;
export const LICENCE_MAX_IMAGES = 5;

const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = isoDateField();

/** Resident ID number: 17 digits and a digit or X (checked again by its check digit). */
export const ID_NUMBER_PATTERN = /^\d{17}[\dX]$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{8,30}$/;

/**
 * PUT /api/merchant/licence: submits the licence for review against the version read (0 when
 * none exists). The ID and account numbers may be left out to keep the stored ones: they are
 * only ever answered masked, so the form cannot send them back.
 */
export const submitLicenceBody = body({
  version: z.number().int().min(0),
  subjectType: z.enum(LICENCE_SUBJECT_TYPES),
  holderName: text(100),
  credentialNumber: text(50),
  imageIds: z.array(idField).min(1).max(LICENCE_MAX_IMAGES),
  legalPerson: text(50),
  legalIdNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ID_NUMBER_PATTERN, { error: 'licence.idNumberInvalid' })
    .optional(),
  validUntil: isoDate,
  accountName: text(100),
  bankName: text(100),
  accountNumber: z
    .string()
    .trim()
    .regex(ACCOUNT_NUMBER_PATTERN, { error: 'licence.accountInvalid' })
    .optional(),
});
export type SubmitLicenceBody = z.input<typeof submitLicenceBody>;

/** A licence as every read shows it: the ID and account numbers masked. */
export const merchantLicence = z.object({
  status: z.enum(LICENCE_STATUSES),
  version: z.number(),
  subjectType: z.enum(LICENCE_SUBJECT_TYPES),
  holderName: z.string(),
  credentialNumber: z.string(),
  images: z.array(uploadedFile),
  legalPerson: z.string(),
  legalIdNumberMasked: z.string(),
  validUntil: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type MerchantLicence = z.infer<typeof merchantLicence>;

/** GET /api/merchant/licence: status `none` and `licence: null` until one is submitted. */
export const licenceContent = z.object({
  status: z.enum(LICENCE_STATUSES),
  licence: merchantLicence.nullable(),
});
export type LicenceContent = z.infer<typeof licenceContent>;

export const licenceIdParams = z.object({ id: idField });
