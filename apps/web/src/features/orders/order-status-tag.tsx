import type { OrderStatus } from '@console/contract/orders';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLORS } from './order-format';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} data-status={status}>
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
