import { Button, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '../../../lib/format-money';
import { useConversationContext } from '../api/get-conversation-context';
import { ObjectTrail, useCanViewTrail } from '../../../lib/trail/object-trail';
import styles from '../chat-page.module.css';
import type { Draft } from '../thread/use-send-message';
import { ActivityCardPicker } from './activity-card-picker';

type Props = { conversationId: number; onSend: (draft: Draft) => void };

/**
 * The customer's context beside the thread (docs/chat.md "Web"): name, masked mobile, their orders with
 * this merchant (each can be sent as a card), how many conversations were resolved before; the
 * conversation's own history of the trail for those who may read it (docs/web.md "Trail page").
 */
export function CustomerPanel({ conversationId, onSend }: Props) {
  const { t } = useTranslation();
  const context = useConversationContext(conversationId);
  const canViewTrail = useCanViewTrail();
  if (context.isLoading) {
    return (
      <div className={styles.center}>
        <Spin aria-label={t('chat.loading')} />
      </div>
    );
  }
  if (!context.data) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.side.failed')}>
        <Button onClick={() => void context.refetch()}>{t('chat.retry')}</Button>
      </Empty>
    );
  }
  const { customer, orders, pastConversations } = context.data;
  return (
    <div className={styles.side} data-testid="chat-side-panel">
      <dl className={styles.facts}>
        <dt>{t('chat.side.customer')}</dt>
        <dd data-testid="chat-side-name">{customer.name}</dd>
        <dt>{t('chat.side.mobile')}</dt>
        <dd data-testid="chat-side-mobile">{customer.maskedMobile}</dd>
        <dt>{t('chat.side.past')}</dt>
        <dd data-testid="chat-side-past">{pastConversations}</dd>
      </dl>
      <div className={styles.sideHead}>
        <strong>{t('chat.side.orders')}</strong>
        <ActivityCardPicker onSend={(refId) => onSend({ kind: 'activity', refId })} />
      </div>
      {orders.length === 0 ? (
        <div className={styles.hint}>{t('chat.side.noOrders')}</div>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <li key={order.id} data-testid={`chat-side-order-${order.id}`}>
              <Link to={`/shop/order?keyword=${encodeURIComponent(order.orderNo)}`}>
                {order.orderNo}
              </Link>
              <div className={styles.orderTitle}>{order.activityTitle}</div>
              <div className={styles.hint}>
                {t(`orders.status.${order.status}`, order.status)} · {formatYuan(order.amountCents)}
              </div>
              <Button
                size="small"
                type="link"
                style={{ paddingInline: 0 }}
                onClick={() => onSend({ kind: 'order', refId: order.id })}
                data-testid={`chat-send-order-${order.id}`}
              >
                {t('chat.side.sendOrder')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {canViewTrail && (
        <>
          <div className={styles.sideHead}>
            <strong>{t('trail.history.title')}</strong>
          </div>
          <ObjectTrail objectType="conversation" objectId={conversationId} heading={false} />
        </>
      )}
    </div>
  );
}
