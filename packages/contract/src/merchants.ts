import { z } from 'zod';
import { merchantRef } from './auth.ts';
import { idField } from './fields.ts';
import { MEMBER_ROLES, PERMISSION_KEYS } from './roles.ts';

/** GET /api/userMerchants: the caller's merchants, last used first. */
export const userMerchantsContent = z.object({ merchants: z.array(merchantRef) });

/** PUT /api/merchants/lastUse/{merchantId} */
export const lastUseParams = z.object({ merchantId: idField });

/** GET /api/merchant/context: who the caller is inside the current merchant. */
export const merchantContextContent = z.object({
  merchant: merchantRef,
  role: z.enum(MEMBER_ROLES),
  permissions: z.array(z.enum(PERMISSION_KEYS)),
});
export type MerchantContext = z.infer<typeof merchantContextContent>;

/** spec §7: GET calls carry the current merchants_id in the query; the server parses it. */
export const merchantQuery = z.object({
  merchants_id: z.string().optional().describe('the current merchant id (spec §7)'),
});

export const memberStatuses = ['active', 'disabled'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** One member of the current merchant; the mobile is masked like 138****0000. */
export const merchantMember = z.object({
  id: z.number(),
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
