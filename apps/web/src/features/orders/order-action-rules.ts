import {
  ORDER_MOVES,
  type BulkOrderAction,
  type OrderMove,
  type OrderStatus,
} from '@console/contract/orders';

const ORDER_COMMANDS = ['checkin', 'cancel', 'approve-refund', 'decline-refund', 'refund'] as const;
export type OrderCommand = (typeof ORDER_COMMANDS)[number];

/** The move each command makes (contract `ORDER_MOVES`, DESIGN §4 "Order"). */
const MOVE_OF: Record<OrderCommand, OrderMove> = {
  checkin: 'checkIn',
  cancel: 'cancel',
  'approve-refund': 'approveRefund',
  'decline-refund': 'declineRefund',
  refund: 'refund',
};
const startsFrom = (command: OrderCommand, status: OrderStatus) =>
  (ORDER_MOVES[MOVE_OF[command]].from as readonly OrderStatus[]).includes(status);

/** What a row offers; every command changes the order, so each needs `order:manage`. */
export function orderCommands(status: OrderStatus, canManage: boolean): OrderCommand[] {
  if (!canManage) return [];
  return ORDER_COMMANDS.filter((command) => startsFrom(command, status));
}

/** The selected orders a bulk action applies to: the others would only be refused. */
export function bulkTargets<T extends { status: OrderStatus }>(
  action: BulkOrderAction,
  selected: readonly T[],
): T[] {
  return selected.filter((order) => startsFrom(action, order.status));
}
