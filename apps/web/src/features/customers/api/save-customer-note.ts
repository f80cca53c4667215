import type { CustomerContent } from '@console/contract/customers';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useCustomerMutation } from './use-customer-mutation';

/** PUT /api/customers/{id}/note: the merchant's private note (customer:manage). */
async function saveCustomerNote({ id, note }: { id: number; note: string }) {
  return contentOf(
    await request<CustomerContent>({
      method: 'PUT',
      path: `/customers/${id}/note`,
      body: { note },
    }),
  );
}

export const useSaveCustomerNote = () => useCustomerMutation(saveCustomerNote);
