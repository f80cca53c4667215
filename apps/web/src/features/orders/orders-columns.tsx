import type { Order } from '@console/contract/orders';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { useDevice } from '../../lib/responsive/device';
import { OrderActions } from './order-actions';
import { formatYuan, maskMobile } from './order-format';
import { OrderStatusTag } from './order-status-tag';

export const ORDER_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const at = (value: string | null) =>
  value === null ? '-' : formatDateTime(value, ORDER_TIME_FORMAT);

export function useOrderColumns(): TableColumnsType<Order> {
  const { t } = useTranslation();
  // spec §4: on a phone the table scrolls whole; wider, the actions stay in view while it scrolls.
  const isMobile = useDevice() === 'Mobile';
  return [
    {
      key: 'orderNo',
      title: t('orders.column.orderNo'),
      width: 190,
      render: (_, row) => <span style={NO_WRAP}>{row.orderNo}</span>,
    },
    {
      key: 'activity',
      title: t('orders.column.activity'),
      minWidth: 180,
      ellipsis: true,
      render: (_, row) => row.activity.title,
    },
    {
      key: 'customer',
      title: t('orders.column.customer'),
      width: 150,
      render: (_, row) => (
        <span style={NO_WRAP}>
          {row.contactName || row.customer.name}
          <br />
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>
            {maskMobile(row.contactMobile || row.customer.mobile)}
          </span>
        </span>
      ),
    },
    {
      key: 'quantity',
      title: t('orders.column.quantity'),
      width: 70,
      align: 'right',
      render: (_, row) => row.quantity,
    },
    {
      key: 'amount',
      title: t('orders.column.amount'),
      width: 110,
      align: 'right',
      render: (_, row) => formatYuan(row.amountCents),
    },
    {
      key: 'status',
      title: t('orders.column.status'),
      width: 110,
      render: (_, row) => <OrderStatusTag status={row.status} />,
    },
    {
      key: 'createdAt',
      title: t('orders.column.createdAt'),
      width: 150,
      render: (_, row) => <span style={NO_WRAP}>{at(row.createdAt)}</span>,
    },
    {
      key: 'paidAt',
      title: t('orders.column.paidAt'),
      width: 150,
      render: (_, row) => <span style={NO_WRAP}>{at(row.paidAt)}</span>,
    },
    {
      key: 'actions',
      title: t('orders.column.actions'),
      width: 200,
      fixed: isMobile ? undefined : 'right',
      render: (_, row) => <OrderActions order={row} />,
    },
  ];
}
