import type { BulkOrderAction, OrderStatus } from '@console/contract/orders';

// DESIGN §4 "Order": paid -> completed (check-in with the code); pending_payment -> cancelled;
// refunding -> refunded (approve) or back to paid (decline, reason); paid -> refunded (refund).
export const ORDER_COMMANDS = [
  'checkin',
  'cancel',
  'approve-refund',
  'decline-refund',
  'refund',
] as const;
export type OrderCommand = (typeof ORDER_COMMANDS)[number];

const ALLOWED: Record<OrderCommand, OrderStatus> = {
  checkin: 'paid',
  cancel: 'pending_payment',
  'approve-refund': 'refunding',
  'decline-refund': 'refunding',
  refund: 'paid',
};

/** What a row offers; every command changes the order, so each needs `order:manage`. */
export function orderCommands(status: OrderStatus, canManage: boolean): OrderCommand[] {
  if (!canManage) return [];
  return ORDER_COMMANDS.filter((command) => ALLOWED[command] === status);
}

/** The commands that ask for a reason; a decline cannot go without one (contract). */
export function needsReason(command: OrderCommand): 'required' | 'none' {
  return command === 'decline-refund' || command === 'refund' ? 'required' : 'none';
}

/** The selected orders a bulk action applies to: the others would only be refused. */
export function bulkTargets<T extends { status: OrderStatus }>(
  action: BulkOrderAction,
  selected: readonly T[],
): T[] {
  return selected.filter((order) => ALLOWED[action] === order.status);
}
