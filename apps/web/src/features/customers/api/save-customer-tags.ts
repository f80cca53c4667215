import type { CustomerContent } from '@console/contract/customers';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useCustomerMutation } from './use-customer-mutation';

/** PUT /api/customers/{id}/tags: the customer's whole tag list (customer:manage). */
async function saveCustomerTags({ id, tags }: { id: number; tags: string[] }) {
  return contentOf(
    await request<CustomerContent>({
      method: 'PUT',
      path: `/customers/${id}/tags`,
      body: { tags },
    }),
  );
}

export const useSaveCustomerTags = () => useCustomerMutation(saveCustomerTags);
