import type { OrderListQuery } from '@console/contract/orders';

// Every order call is merchant-scoped (spec §7 merchants_id is appended).

/** The key carries the merchant: another merchant's orders are never read from the cache. */
export const ordersKey = (merchantId: number | null) => ['merchant', merchantId, 'orders'];

/** The list's filters, as the URL holds them (list/orders-url-filter.ts parses them). */
export type OrderFilter = Omit<
  OrderListQuery,
  'last_id' | 'pageSize' | 'merchants_id' | 'activityId'
> & { activityId?: number };
