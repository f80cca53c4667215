import type { ActivitiesContent } from '@console/contract/activities';
import type { Order, OrderEvent, OrderSummary, OrdersContent } from '@console/contract/orders';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { contentOf } from '../../lib/http/api-result';
import { request } from '../../lib/http/client';
import { useWriteMutation } from '../../lib/http/use-write-mutation';
import type { OrderFilter } from './orders-url-filter';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

// Issue 6: every order call is merchant-scoped (spec §7 merchants_id is appended).

/** The key carries the merchant: another merchant's orders are never read from the cache. */
export const ordersKey = (merchantId: number | null) => ['merchant', merchantId, 'orders'];

export const ORDER_LIST_PAGE_SIZE = 20;
/** The activity select lists at most one page of the merchant's activities. */
const ACTIVITY_OPTIONS_PAGE_SIZE = 100;

export type OrderDetail = { order: Order; events: OrderEvent[] };

/** A merchant-scoped answer; with no merchant chosen (spec §6 'own') the call did not happen. */
export { contentOf };

/** GET /api/orders: one keyset page, newest first. */
export const ordersQuery = (merchantId: number | null, filter: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: [...ordersKey(merchantId), 'list', filter],
    queryFn: async ({ pageParam, signal }) =>
      contentOf(
        await request<OrdersContent>({
          path: '/orders',
          query: { ...filter, last_id: pageParam, pageSize: ORDER_LIST_PAGE_SIZE },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextLastId ?? undefined,
    enabled: merchantId !== null,
  });

export function useOrders(filter: OrderFilter) {
  return useInfiniteQuery(ordersQuery(useMerchantId(), filter));
}

/** GET /api/orders/summary: the filter's totals and the status tab counts. */
export function useOrderSummary(filter: OrderFilter) {
  const merchantId = useMerchantId();
  return useQuery({
    queryKey: [...ordersKey(merchantId), 'summary', filter],
    queryFn: async ({ signal }) =>
      contentOf(await request<OrderSummary>({ path: '/orders/summary', query: filter, signal })),
    enabled: merchantId !== null,
    // The tab counts stay in place while another status's are read.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/orders/{id}: the order and its timeline. */
export function useOrder(id: number | null) {
  const merchantId = useMerchantId();
  return useQuery({
    queryKey: [...ordersKey(merchantId), 'one', id],
    queryFn: async ({ signal }) =>
      contentOf(await request<OrderDetail>({ path: `/orders/${id}`, signal })),
    enabled: merchantId !== null && id !== null,
  });
}

/** GET /api/activities: the merchant's activities, for the activity filter. */
export function useActivityOptions() {
  const merchantId = useMerchantId();
  return useQuery({
    queryKey: [...ordersKey(merchantId), 'activity-options'],
    queryFn: async ({ signal }) =>
      contentOf(
        await request<ActivitiesContent>({
          path: '/activities',
          query: { pageSize: ACTIVITY_OPTIONS_PAGE_SIZE },
          signal,
        }),
      ).activities,
    enabled: merchantId !== null,
    staleTime: 60_000,
  });
}

/** Any change refreshes every order query of the merchant (list, counts, totals, detail). */
export function useOrderMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey(merchantId) }),
  });
}
