import type {
  BulkOrderAction,
  Order,
  OrderContent,
  BulkOrderContent,
} from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import { request } from '../../lib/http/client';
import type { OrderCommand } from './order-action-rules';
import type { BulkResult } from './order-bulk-summary';
import { contentOf } from './orders-api';

/** 1004 (stale version / state changed) is explained by the page, not as a toast. */
const quietCodes = [apiCodes.conflict];

export type CommandInput = { code?: string; reason?: string };

function commandRequest(order: Order, command: OrderCommand, input: CommandInput) {
  const { version } = order;
  const reason = input.reason?.trim() || undefined;
  switch (command) {
    case 'checkin':
      return { path: 'check-in', body: { version, code: input.code ?? '' } };
    case 'cancel':
      return { path: 'cancel', body: { version, reason } };
    case 'approve-refund':
      return { path: 'refund-decision', body: { version, approve: true } };
    case 'decline-refund':
      return { path: 'refund-decision', body: { version, approve: false, reason } };
    case 'refund':
      return { path: 'refund', body: { version, reason } };
  }
}

/** POST /api/orders/{id}/check-in | cancel | refund-decision | refund, against the version read. */
export async function runOrderCommand(order: Order, command: OrderCommand, input: CommandInput) {
  const { path, body } = commandRequest(order, command, input);
  const result = await request<OrderContent>({
    method: 'POST',
    path: `/orders/${order.id}/${path}`,
    body,
    quietCodes,
  });
  return contentOf(result);
}

/** PUT /api/orders/{id}/remark: the private remark. */
export async function saveOrderRemark(order: Order, remark: string) {
  const result = await request<OrderContent>({
    method: 'PUT',
    path: `/orders/${order.id}/remark`,
    body: { version: order.version, remark },
    quietCodes,
  });
  return contentOf(result);
}

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
