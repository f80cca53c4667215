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
