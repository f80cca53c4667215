import type { EmptyContent } from '@console/contract/envelope';
import { request } from '../../../lib/http/client';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/leave: ends my membership (the owner is refused with 1003). */
async function leaveMerchant(merchantId: number) {
  await request<EmptyContent>({
    method: 'POST',
    path: '/account/leave',
    body: { merchantId },
    merchant: false,
  });
}

export const useLeaveMerchant = () => useAccountMutation(leaveMerchant);
