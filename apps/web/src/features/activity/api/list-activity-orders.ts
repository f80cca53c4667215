import type { OrdersContent } from '@console/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { activitiesKey } from './keys';

/** The detail shows the newest few orders; the orders page holds the rest. */
const RECENT_ORDERS = 5;

/** GET /api/orders?activityId=: the newest orders of this activity. */
async function fetchActivityOrders(activityId: number, signal?: AbortSignal) {
  const result = await request<OrdersContent>({
    path: '/orders',
    query: { activityId, pageSize: RECENT_ORDERS },
    signal,
  });
  return result.code === 'own' ? [] : result.content.orders;
}

const activityOrdersQuery = (merchantId: number | null, activityId: number, enabled: boolean) =>
  queryOptions({
    queryKey: [...activitiesKey(merchantId), 'orders', activityId],
    queryFn: ({ signal }) => fetchActivityOrders(activityId, signal),
    enabled: enabled && merchantId !== null,
  });

export function useActivityOrders(activityId: number, enabled: boolean) {
  const merchantId = useMerchantId();
  return useQuery(activityOrdersQuery(merchantId, activityId, enabled));
}
