import type { OrdersContent } from '@console/contract/orders';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey, type OrderFilter } from './keys';

const ORDER_LIST_PAGE_SIZE = 20;

/** GET /api/orders: one keyset page, newest first. */
export const ordersQuery = (merchantId: number | null, filter: OrderFilter, silent?: boolean) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey(merchantId), 'list', filter],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<OrdersContent>({
          path: '/orders',
          query: { ...filter, last_id: pageParam, pageSize: ORDER_LIST_PAGE_SIZE },
          signal,
          silent,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextLastId ?? undefined,
    enabled: merchantId !== null,
  });

export function useOrders(filter: OrderFilter) {
  return useInfiniteQuery(ordersQuery(useMerchantId(), filter));
}
