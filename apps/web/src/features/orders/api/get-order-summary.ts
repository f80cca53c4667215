import type { OrderSummaryContent } from '@console/contract/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey, type OrderFilter } from './keys';

/** GET /api/orders/summary: the filter's totals and the status tab counts. */
async function fetchOrderSummary(filter: OrderFilter, signal?: AbortSignal, silent?: boolean) {
  return contentOf(
    await request<OrderSummaryContent>({
      path: '/orders/summary',
      query: filter,
      signal,
      silent,
    }),
  );
}

export const orderSummaryQuery = (
  merchantId: number | null,
  filter: OrderFilter,
  silent?: boolean,
) =>
  queryOptions({
    queryKey: [...ordersKey(merchantId), 'summary', filter],
    queryFn: ({ signal }) => fetchOrderSummary(filter, signal, silent),
    enabled: merchantId !== null,
  });

export function useOrderSummary(filter: OrderFilter) {
  return useQuery({
    ...orderSummaryQuery(useMerchantId(), filter),
    // The tab counts stay in place while another status's are read.
    placeholderData: keepPreviousData,
  });
}
