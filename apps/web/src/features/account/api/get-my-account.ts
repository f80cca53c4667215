import type { AccountMineContent } from '@console/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { currentMerchantId, useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillQuery, type PageData } from '../../../lib/routing/page-data';

/** Every account query starts with this, so a change refreshes them all. */
export const myAccountRoot = ['account', 'mine'];

/** GET /api/account/mine: every signed-in user, with or without a merchant (docs/account.md). */
const myAccountQuery = (merchantId: number | null, silent?: boolean) =>
  queryOptions({
    queryKey: [...myAccountRoot, merchantId],
    queryFn: async ({ signal }) =>
      (
        await request<AccountMineContent>({
          path: '/account/mine',
          merchant: false,
          signal,
          silent,
        })
      ).content,
  });

export function useMyAccount() {
  return useQuery(myAccountQuery(useMerchantId()));
}

/** /account/mine's account (lib/routing/page-data). */
export const myAccountPageData: PageData = () =>
  prefillQuery(myAccountQuery(currentMerchantId(), true));
