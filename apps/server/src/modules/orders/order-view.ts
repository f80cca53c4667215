import type { Order } from '@console/contract/orders';
import { activities, customers, orders } from '../../db/schema.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { ColumnsRow } from '../../db/prepared.ts';

/**
 * The columns an answer shows, in the order they are read (db/prepared.ts `preparedColumns`):
 * the order's own (its check-in code and payment references stay inside; times read as ISO
 * text), the activity's title and the customer.
 */
export const orderViewColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  activityId: orders.activityId,
  customerId: orders.customerId,
  status: orders.status,
  version: orders.version,
  contactName: orders.contactName,
  contactMobile: orders.contactMobile,
  quantity: orders.quantity,
  unitPriceCents: orders.unitPriceCents,
  amountCents: orders.amountCents,
  customerNote: orders.customerNote,
  remark: orders.remark,
  refundReason: orders.refundReason,
  declineReason: orders.declineReason,
  payDeadline: isoTime(orders.payDeadline),
  createdAt: isoTime(orders.createdAt),
  paidAt: isoTime(orders.paidAt),
  completedAt: isoTime(orders.completedAt),
  cancelledAt: isoTime(orders.cancelledAt),
  refundedAt: isoTime(orders.refundedAt),
  activityTitle: activities.title,
  customerName: customers.name,
  customerMobile: customers.mobile,
};
export type OrderViewRow = ColumnsRow<typeof orderViewColumns>;

/** The answer shape of one order (contract orders.ts `order`), merchant and customer alike. */
export function viewOrder(row: OrderViewRow): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    version: row.version,
    activity: { id: row.activityId, title: row.activityTitle },
    customer: { id: row.customerId, name: row.customerName, mobile: row.customerMobile },
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    amountCents: row.amountCents,
    customerNote: row.customerNote,
    remark: row.remark,
    refundReason: row.refundReason,
    declineReason: row.declineReason,
    payDeadline: row.payDeadline,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    refundedAt: row.refundedAt,
  };
}
