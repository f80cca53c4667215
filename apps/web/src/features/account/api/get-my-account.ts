import type { AccountMineContent } from '@console/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';

/** Every account query starts with this, so a change refreshes them all. */
export const myAccountRoot = ['account', 'mine'];

/** GET /api/account/mine: every signed-in user, with or without a merchant (docs/account.md). */
const myAccountQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...myAccountRoot, merchantId],
    queryFn: async ({ signal }) =>
      (await request<AccountMineContent>({ path: '/account/mine', merchant: false, signal }))
        .content,
  });

export function useMyAccount() {
  return useQuery(myAccountQuery(useMerchantId()));
}
