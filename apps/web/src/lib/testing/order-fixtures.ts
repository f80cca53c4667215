import type { Order, OrderStatus } from '@console/contract/orders';

/** A test order; only what a test cares about is given. */
export function orderOf(id: number, status: OrderStatus, patch: Partial<Order> = {}): Order {
  return {
    id,
    orderNo: `O2026${String(id).padStart(6, '0')}`,
    status,
    version: 2,
    activity: { id: 9, title: 'Morning run' },
    customer: { id: 30, name: 'Li Lei', mobile: '13800005678' },
    contactName: 'Li Lei',
    contactMobile: '13800005678',
    quantity: 2,
    unitPriceCents: 1990,
    amountCents: 3980,
    customerNote: '',
    remark: '',
    refundReason: status === 'refunding' ? 'Cannot come' : null,
    declineReason: null,
    payDeadline: '2026-05-01T02:30:00Z',
    createdAt: '2026-05-01T02:00:00Z',
    paidAt: status === 'pending_payment' ? null : '2026-05-01T02:05:00Z',
    completedAt: null,
    cancelledAt: null,
    refundedAt: null,
    ...patch,
  };
}
