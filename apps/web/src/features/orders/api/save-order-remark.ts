import type { Order, OrderContent } from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';

/** PUT /api/orders/{id}/remark: the private remark; 1004 is explained by the drawer. */
export async function saveOrderRemark(order: Order, remark: string) {
  const result = await request<OrderContent>({
    method: 'PUT',
    path: `/orders/${order.id}/remark`,
    body: { version: order.version, remark },
    quietCodes: [apiCodes.conflict],
  });
  return contentOf(result);
}
