import type { CustomerContent } from '@console/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { customersKey } from './keys';

/** GET /api/customers/{id}: the customer's figures and one timeline (orders, reviews, chat). */
const customerQuery = (merchantId: number | null, id: number | null) =>
  queryOptions({
    queryKey: [...customersKey(merchantId), 'detail', id],
    queryFn: async ({ signal }) =>
      contentOf(await request<CustomerContent>({ path: `/customers/${id}`, signal })),
    enabled: merchantId !== null && id !== null,
  });

export function useCustomer(id: number | null) {
  return useQuery(customerQuery(useMerchantId(), id));
}
