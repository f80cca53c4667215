import type { Order } from '@console/contract/orders';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../../../lib/responsive/device';
import type { PlainColumn } from '../../../lib/table/plain-table';
import { OrderActions } from '../order-actions';
import { useCompactMerchantTime, useMerchantTime } from '../../../lib/merchant/merchant-time';
import { formatYuan } from '../../../lib/format-money';
import { maskMobile } from '../order-format';
import { OrderStatusTag } from '../order-status-tag';

const ORDER_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Date over time: the column stays narrow (docs/web.md "Orders and shop profile": every main column fits at 1,280 px); the
 * offset, when the browser's zone differs, is in the tooltip.
 */
function Stacked({ value }: { value: string }) {
  const compact = useCompactMerchantTime();
  const day = compact(value, 'YYYY-MM-DD');
  return (
    <span style={NO_WRAP} title={day.title}>
      {day.text}
      <br />
      <span style={{ color: 'var(--ant-color-text-secondary)' }}>
        {compact(value, 'HH:mm').text}
      </span>
    </span>
  );
}

/**
 * docs/web.md "Orders and shop profile": at 1,280 px (a 256 px sider) the table has ~920 px. The
 * main columns (number, activity, customer, amount, status, ordered, actions) fit there without
 * scrolling; quantity and paid time, also in the drawer, join from 1,600 px (antd xxl). Below what
 * the columns need (phones, tablets) the table scrolls, and then the actions stay in view.
 */
export const ORDER_TABLE_MIN_WIDTH = { main: 880, wide: 1060 };

/** `wide`: the screen is antd's xxl (≥ 1,600 px), where quantity and paid time are shown. */
export function useOrderColumns(wide: boolean): PlainColumn<Order>[] {
  const { t } = useTranslation();
  const at = useMerchantTime();
  // spec §4: on a phone the table scrolls whole; wider, the actions stay in view while it scrolls.
  const isMobile = useDevice() === 'Mobile';
  const columns: (PlainColumn<Order> & { wideOnly?: boolean })[] = [
    {
      key: 'orderNo',
      title: t('orders.column.orderNo'),
      width: 170,
      render: (_, row) => <span style={NO_WRAP}>{row.orderNo}</span>,
    },
    {
      key: 'activity',
      title: t('orders.column.activity'),
      ellipsis: true,
      render: (_, row) => row.activity.title,
    },
    {
      key: 'customer',
      title: t('orders.column.customer'),
      width: 120,
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
      width: 60,
      align: 'right',
      wideOnly: true,
      render: (_, row) => row.quantity,
    },
    {
      key: 'amount',
      title: t('orders.column.amount'),
      width: 100,
      align: 'right',
      render: (_, row) => formatYuan(row.amountCents),
    },
    {
      key: 'status',
      title: t('orders.column.status'),
      width: 120,
      render: (_, row) => <OrderStatusTag status={row.status} />,
    },
    {
      key: 'createdAt',
      title: t('orders.column.createdAt'),
      width: 110,
      render: (_, row) => <Stacked value={row.createdAt} />,
    },
    {
      key: 'paidAt',
      title: t('orders.column.paidAt'),
      width: 150,
      wideOnly: true,
      render: (_, row) => (
        <span style={NO_WRAP}>{row.paidAt === null ? '-' : at(row.paidAt, ORDER_TIME_FORMAT)}</span>
      ),
    },
    {
      key: 'actions',
      title: t('orders.column.actions'),
      width: 150,
      fixed: isMobile ? undefined : 'right',
      render: (_, row) => <OrderActions order={row} />,
    },
  ];
  return columns.filter((column) => wide || !column.wideOnly);
}
