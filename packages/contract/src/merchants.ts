import { z } from 'zod';
import { merchantRef } from './auth.ts';
import { body, idField, mailField, mobileField } from './fields.ts';
import { MEMBER_ROLES, PERMISSION_KEYS } from './roles.ts';
import { timeZoneField } from './time-zone.ts';

/** GET /api/userMerchants: the caller's merchants, last used first. */
export const userMerchantsContent = z.object({ merchants: z.array(merchantRef) });

/** PUT /api/merchants/lastUse/{merchantId} */
export const lastUseParams = z.object({ merchantId: idField });

/** GET /api/merchant/context: who the caller is inside the current merchant. */
export const merchantContextContent = z.object({
  merchant: merchantRef,
  role: z.enum(MEMBER_ROLES),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  /** The merchant's days (docs/home.md "The merchant's days"): an IANA zone. */
  timeZone: z.string(),
});

/** PUT /api/merchant/time-zone (`shop:edit`): the zone of the merchant's days. */
export const merchantTimeZoneBody = body({ timeZone: timeZoneField });
export type MerchantTimeZoneBody = z.input<typeof merchantTimeZoneBody>;
export const merchantTimeZoneContent = z.object({ timeZone: z.string() });
export type MerchantContextContent = z.infer<typeof merchantContextContent>;

/** spec §7: GET calls carry the current merchants_id in the query; the server parses it. */
export const merchantQuery = z.object({
  merchants_id: z.string().optional().describe('the current merchant id (spec §7)'),
});

export const memberStatuses = ['active', 'disabled'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * A sub-account's status moves (DESIGN §4 "Sub-accounts": disable, and enable again), listed
 * once: the server names the trail's action by them and the console offers the one that starts
 * from the member's status (docs/account.md "Trail"). Removal is no status: the row goes.
 */
export const MEMBER_MOVES = {
  disable: { from: ['active'], to: 'disabled' },
  enable: { from: ['disabled'], to: 'active' },
} as const satisfies Record<string, { from: readonly MemberStatus[]; to: MemberStatus }>;
export type MemberMove = keyof typeof MEMBER_MOVES;

/** One member of the current merchant; the mobile is masked like 138****0000. */
export const merchantMember = z.object({
  id: z.number(),
  /** The member's user id: the `:userId` of PUT and DELETE /api/merchant/members. */
  userId: z.number(),
  nickname: z.string(),
  mobile: z.string(),
  role: z.enum(MEMBER_ROLES),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
  status: z.enum(memberStatuses),
});
export type MerchantMember = z.infer<typeof merchantMember>;

/** GET /api/merchant/members (permission member:manage). */
export const merchantMembersContent = z.object({ members: z.array(merchantMember) });
export type MerchantMembersContent = z.infer<typeof merchantMembersContent>;

/** Permission keys granted to a sub-account; each key once at most. */
export const memberPermissions = z
  .array(z.enum(PERMISSION_KEYS))
  .max(PERMISSION_KEYS.length)
  .refine((keys) => new Set(keys).size === keys.length, { error: 'validation.invalid' });

/**
 * POST /api/merchant/members (permission member:manage): adds an existing registered user,
 * found by mobile or mail (exactly one), with the keys granted.
 */
export const inviteMemberBody = body({
  mobile: mobileField.optional(),
  mail: mailField.optional(),
  permissions: memberPermissions,
}).superRefine((value, ctx) => {
  if ((value.mobile === undefined) === (value.mail === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.mobile.required' });
  }
});
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

/** PUT and DELETE /api/merchant/members/{userId} */
export const memberParams = z.object({ userId: idField });

/** PUT /api/merchant/members/{userId}: replaces the keys and/or sets the status. */
export const updateMemberBody = body({
  permissions: memberPermissions.optional(),
  status: z.enum(memberStatuses).optional(),
});
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

/** DELETE /api/merchant/members/{userId}: a body is optional (merchants_id, else in the query). */
export const removeMemberBody = body({}).nullish();

/** What POST and PUT answer: the member as the list shows it. */
export const memberContent = z.object({ member: merchantMember });
export type MemberContent = z.infer<typeof memberContent>;

export type UserMerchantsContent = z.infer<typeof userMerchantsContent>;
