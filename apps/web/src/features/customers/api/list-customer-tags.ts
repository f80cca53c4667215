import type { CustomerTagsContent } from '@console/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { customersKey } from './keys';

/** GET /api/customers/tags: the tags in use, with how many customers carry each. */
const customerTagsQuery = (merchantId: number | null) =>
  queryOptions({
    queryKey: [...customersKey(merchantId), 'tags'],
    queryFn: async ({ signal }) =>
      contentOf(await request<CustomerTagsContent>({ path: '/customers/tags', signal })).tags,
    enabled: merchantId !== null,
  });

export function useCustomerTags() {
  return useQuery(customerTagsQuery(useMerchantId()));
}
