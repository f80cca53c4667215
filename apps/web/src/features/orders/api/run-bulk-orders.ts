import type { BulkOrderAction, BulkOrderContent, Order } from '@console/contract/orders';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { BulkResult } from '../bulk/order-bulk-summary';

/** POST /api/orders/bulk/{action}: each order answered apart. */
export async function runBulkOrders(
  action: BulkOrderAction,
  orders: readonly Order[],
  reason?: string,
): Promise<BulkResult[]> {
  const result = await request<BulkOrderContent>({
    method: 'POST',
    path: `/orders/bulk/${action}`,
    body: {
      items: orders.map(({ id, version }) => ({ id, version })),
      reason: reason?.trim() || undefined,
    },
  });
  return contentOf(result).results;
}
