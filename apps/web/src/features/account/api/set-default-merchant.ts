import type { DefaultMerchantBody } from '@console/contract/account';
import type { EmptyContent } from '@console/contract/envelope';
import { request } from '../../../lib/http/client';
import { useAccountMutation } from './use-account-mutation';

/** PUT /api/account/default-merchant: the merchant sign-in opens (null: the last used one). */
async function setDefaultMerchant(merchantId: DefaultMerchantBody['merchantId']) {
  await request<EmptyContent>({
    method: 'PUT',
    path: '/account/default-merchant',
    body: { merchantId },
    merchant: false,
  });
}

export const useSetDefaultMerchant = () => useAccountMutation(setDefaultMerchant);
