import type { FastifyBaseLogger } from 'fastify';
import { apiCodes, SERVER_ERROR_CODE } from '@console/contract/api-codes';
import { translate, type MessageKey } from '@console/contract/messages';
import type { Locale } from '@console/contract/constants';
import type { BulkOrderAction } from '@console/contract/orders';
import { AppError, fieldError, type MessageParams } from '../../http/app-error.ts';
import { cancelOrder, decideRefund, type OrderServices, type StaffActor } from './order-actions.ts';

type BulkInput = {
  action: BulkOrderAction;
  items: { id: number; version: number }[];
  reason?: string;
};

type BulkAction = (services: OrderServices, actor: StaffActor, item: BulkItem) => unknown;
const actions: Record<BulkOrderAction, BulkAction> = {
  cancel: (services, actor, item) => cancelOrder(services, actor, item),
  'approve-refund': (services, actor, item) =>
    decideRefund(services, actor, { ...item, approve: true }),
  'decline-refund': (services, actor, item) =>
    decideRefund(services, actor, { ...item, approve: false }),
};
type BulkItem = { id: number; version: number; reason?: string };

/**
 * POST /api/orders/bulk/{action} (docs/orders.md): each order moved on its own, one after the
 * other, each answered with its own code and message; one failure never undoes the others.
 * An approved refund the provider refuses is that item's 1001 `order.refundFailed`.
 */
export async function bulkOrders(
  services: OrderServices,
  actor: StaffActor,
  input: BulkInput,
  context: { locale: Locale; log: FastifyBaseLogger },
) {
  // A decline without a reason is wrong for every item alike: refused as a whole.
  if (input.action === 'decline-refund' && !input.reason) {
    throw fieldError('reason', 'order.reasonRequired');
  }
  const results: { id: number; code: string; msg: string }[] = [];
  for (const item of input.items) {
    const answer = (code: string, key: MessageKey, params?: MessageParams) =>
      results.push({ id: item.id, code, msg: translate(context.locale, key, params) });
    try {
      await actions[input.action](services, actor, { ...item, reason: input.reason });
      answer(apiCodes.ok, 'success');
    } catch (error) {
      if (error instanceof AppError) {
        answer(error.code, error.messageKey, error.options.params);
      } else {
        context.log.error({ err: error, orderId: item.id }, 'bulk order action failed');
        answer(SERVER_ERROR_CODE, 'error.server');
      }
    }
  }
  return { results };
}
