import type { Order } from '@console/contract/orders';
import { Alert, Descriptions, Drawer, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import { ObjectTrail } from '../../../lib/trail/object-trail';
import { useDevice } from '../../../lib/responsive/device';
import { OrderActions } from '../order-actions';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { formatYuan } from '../../../lib/format-money';
import { OrderRemark } from './order-remark';
import { OrderStatusTag } from '../order-status-tag';
import { OrderTimeline } from './order-timeline';
import { useOrder } from '../api/get-order';
import { PlainSkeleton } from '../../../lib/plain-skeleton';

const DRAWER_WIDTH = 640;

type FieldKey =
  | 'orderNo'
  | 'status'
  | 'activity'
  | 'customer'
  | 'contact'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'customerNote'
  | 'refundReason'
  | 'declineReason'
  | 'createdAt'
  | 'payDeadline'
  | 'paidAt'
  | 'completedAt'
  | 'cancelledAt'
  | 'refundedAt';

function OrderFields({ order }: { order: Order }) {
  const { t } = useTranslation();
  const merchantTime = useMerchantTime();
  const at = (value: string | null) => (value === null ? null : merchantTime(value));
  const rows: [FieldKey, ReactNode][] = [
    [
      'orderNo',
      <Typography.Text key="no" copyable>
        {order.orderNo}
      </Typography.Text>,
    ],
    ['status', <OrderStatusTag key="status" status={order.status} />],
    ['activity', order.activity.title],
    ['customer', `${order.customer.name} ${order.customer.mobile}`],
    ['contact', `${order.contactName} ${order.contactMobile}`],
    ['quantity', order.quantity],
    ['unitPrice', formatYuan(order.unitPriceCents)],
    ['amount', formatYuan(order.amountCents)],
    ['customerNote', order.customerNote || null],
    ['refundReason', order.refundReason],
    ['declineReason', order.declineReason],
    ['createdAt', at(order.createdAt)],
    ['payDeadline', order.status === 'pending_payment' ? at(order.payDeadline) : null],
    ['paidAt', at(order.paidAt)],
    ['completedAt', at(order.completedAt)],
    ['cancelledAt', at(order.cancelledAt)],
    ['refundedAt', at(order.refundedAt)],
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]) => ({ key, label: t(`orders.field.${key}`), children: value }))}
    />
  );
}

/**
 * Every field, the actions, the private remark and the timeline of one order; its own
 * history of the trail for those who may read it (docs/web.md "Trail page").
 */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useDevice() === 'Mobile';
  const canManage = useAbilities().can('order:manage');
  const detail = useOrder(orderId);
  const order = detail.data?.order;

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      title={t('orders.drawer.title')}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      extra={order && <OrderActions order={order} variant="page" />}
      destroyOnHidden
      // rc-drawer puts data-* on the panel's wrapper: header actions included.
      data-testid="order-drawer"
      data-order-id={orderId ?? undefined}
    >
      {detail.isError ? (
        <Alert type="error" showIcon title={t('orders.error.title')} />
      ) : !detail.data || !order ? (
        <PlainSkeleton active />
      ) : (
        <>
          <OrderFields order={order} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('orders.remark.title')}
          </Typography.Title>
          <OrderRemark key={`${order.id}:${order.version}`} order={order} canEdit={canManage} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('orders.timeline.title')}
          </Typography.Title>
          <OrderTimeline events={detail.data.events} />
          <ObjectTrail objectType="order" objectId={order.id} heading={5} />
        </>
      )}
    </Drawer>
  );
}
