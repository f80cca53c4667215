import type { Order } from '@console/contract/orders';
import { Alert, Button, Card, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import { useActivityOrders } from '../api/list-activity-orders';
import { formatPrice } from '../../../lib/format-money';
import { CardHeading } from '../../../lib/heading/card-heading';

/** The activity's orders, for members who may see orders. */
export function ActivityDetailOrders({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const abilities = useAbilities();
  const mayRead = abilities.can('order:view') || abilities.can('order:manage');
  const orders = useActivityOrders(activityId, mayRead);
  const all = (
    <Link to={`/shop/order?activityId=${activityId}`} data-testid="activity-orders-all">
      {t('activityDetail.orders.all')}
    </Link>
  );

  return (
    <Card
      title={<CardHeading>{t('activityDetail.orders')}</CardHeading>}
      extra={mayRead ? all : null}
      data-testid="activity-orders"
    >
      {!mayRead ? (
        <Typography.Text type="secondary">{t('activityDetail.orders.noAccess')}</Typography.Text>
      ) : orders.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('activityDetail.orders.error')}
          action={
            <Button size="small" onClick={() => void orders.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <List<Order>
          loading={orders.isPending}
          dataSource={orders.data ?? []}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('activityDetail.orders.empty')}
              />
            ),
          }}
          renderItem={(order) => (
            <List.Item
              data-testid={`activity-order-${order.id}`}
              extra={<Tag data-status={order.status}>{t(`orders.status.${order.status}`)}</Tag>}
            >
              <List.Item.Meta
                title={order.orderNo}
                description={`${order.contactName} · ×${order.quantity} · ${formatPrice(order.amountCents)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
