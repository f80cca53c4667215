import type { CustomersContent } from '@console/contract/customers';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { nextLastIdOf } from '../../../lib/next-last-id';
import { customersKey, type CustomerFilter } from './keys';

const CUSTOMER_LIST_PAGE_SIZE = 20;

/** GET /api/customers: one keyset page, by last order (default) or spent. */
const customersQuery = (merchantId: number | null, filter: CustomerFilter) =>
  infiniteQueryOptions({
    queryKey: [...customersKey(merchantId), 'list', filter],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<CustomersContent>({
          path: '/customers',
          query: { ...filter, last_id: pageParam, pageSize: CUSTOMER_LIST_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextLastIdOf,
    enabled: merchantId !== null,
  });

export function useCustomers(filter: CustomerFilter) {
  return useInfiniteQuery(customersQuery(useMerchantId(), filter));
}
