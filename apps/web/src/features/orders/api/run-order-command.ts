import type { Order, OrderContent } from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import { contentOf } from '../../../lib/http/api-result';
import { request } from '../../../lib/http/client';
import type { OrderCommand } from '../order-action-rules';

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
