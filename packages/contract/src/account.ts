import { z } from 'zod';
import { merchantRef } from './auth.ts';
import { body, idField } from './fields.ts';
import { LICENCE_STATUSES } from './licences.ts';
import { RECORD_STATUSES } from './merchant-records.ts';
import { MEMBER_ROLES, PERMISSION_KEYS } from './roles.ts';

// docs/account.md: /account/mine — my place in the current merchant and all my merchants.

/** One of my active memberships, as the "my merchants" table shows it. */
export const myMerchant = merchantRef.extend({
  role: z.enum(MEMBER_ROLES),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  joinedAt: z.string(),
  isDefault: z.boolean(),
});
export type MyMerchant = z.infer<typeof myMerchant>;

/** Me inside the merchant of the request's merchants_id (read-only). */
export const myMembership = z.object({
  merchant: merchantRef,
  role: z.enum(MEMBER_ROLES),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  owner: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  /** The merchant's onboarding record (DESIGN §4), or null when none names this merchant. */
  record: z
    .object({ status: z.enum(RECORD_STATUSES), decidedAt: z.string().nullable() })
    .nullable(),
  /** The signing licence's state as GET /api/merchant/licence reads it. */
  licence: z.object({ status: z.enum(LICENCE_STATUSES), validUntil: z.string().nullable() }),
  joinedAt: z.string(),
});
export type MyMembership = z.infer<typeof myMembership>;

/** GET /api/account/mine: `current` is null when no merchants_id was sent. */
export const accountMineContent = z.object({
  current: myMembership.nullable(),
  merchants: z.array(myMerchant),
  defaultMerchantId: z.number().nullable(),
});
export type AccountMineContent = z.infer<typeof accountMineContent>;

/** GET /api/account/mine?merchants_id= */
export const accountMineQuery = z.object({
  merchants_id: idField.optional().describe('the merchant to describe me in (spec §7)'),
});

/** PUT /api/account/default-merchant: null goes back to "the last used merchant". */
export const defaultMerchantBody = body({ merchantId: idField.nullable() });
export type DefaultMerchantBody = z.input<typeof defaultMerchantBody>;

/** POST /api/account/leave: ends my membership of the merchant (never its owner's). */
export const leaveMerchantBody = body({ merchantId: idField });
export type LeaveMerchantBody = z.input<typeof leaveMerchantBody>;
