import type { OrderContent } from '@console/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey } from './keys';

/** GET /api/orders/{id}: the order and its timeline. */
async function fetchOrder(id: number | null, signal?: AbortSignal) {
  return contentOf(await request<OrderContent>({ path: `/orders/${id}`, signal }));
}

const orderQuery = (merchantId: number | null, id: number | null) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'one', id],
    queryFn: ({ signal }) => fetchOrder(id, signal),
    enabled: merchantId !== null && id !== null,
  });

export function useOrder(id: number | null) {
  return useQuery(orderQuery(useMerchantId(), id));
}
