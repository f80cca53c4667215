import type { Order } from '@console/contract/orders';
import type { OrderRow } from './order-transition.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The answer shape of one order (contract orders.ts `order`), merchant and customer alike. */
/** The columns of an order an answer shows (order-store.ts selects just these). */
export type OrderViewRow = Omit<
  OrderRow,
  'merchantId' | 'verificationCode' | 'paymentRef' | 'refundRef' | 'updatedAt'
>;

export function viewOrder(
  row: OrderViewRow,
  activityTitle: string,
  customer: { id: number; name: string; mobile: string },
): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    version: row.version,
    activity: { id: row.activityId, title: activityTitle },
    customer: { id: customer.id, name: customer.name, mobile: customer.mobile },
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    amountCents: row.amountCents,
    customerNote: row.customerNote,
    remark: row.remark,
    refundReason: row.refundReason,
    declineReason: row.declineReason,
    payDeadline: row.payDeadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    refundedAt: iso(row.refundedAt),
  };
}
