import type { OrderStatus } from '@console/contract/orders';

/** A mobile as the list shows it: 138****5678. One the server masked already stays as it is. */
export function maskMobile(mobile: string): string {
  if (mobile.includes('*') || mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  pending_payment: 'gold',
  paid: 'blue',
  completed: 'green',
  cancelled: 'default',
  refunding: 'orange',
  refunded: 'purple',
};
