import type { ChatCard } from '@console/contract/chat';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { formatYuan } from '../../../lib/format-money';
import styles from '../chat-page.module.css';

/** An order or activity card: the snapshot taken when it was sent. */
export function MessageCard({ card }: { card: ChatCard }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  if (card.type === 'order') {
    return (
      <div className={styles.card} data-testid={`chat-card-order-${card.id}`}>
        <div className={styles.cardKind}>{t('chat.card.order')}</div>
        <div className={styles.cardTitle}>{card.activityTitle}</div>
        <div>
          {t('chat.card.orderNo')}:{' '}
          <Link to={`/shop/order?keyword=${encodeURIComponent(card.orderNo)}`}>{card.orderNo}</Link>
        </div>
        <div>
          {formatYuan(card.amountCents)} · {t(`orders.status.${card.status}`, card.status)}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.card} data-testid={`chat-card-activity-${card.id}`}>
      <div className={styles.cardKind}>{t('chat.card.activity')}</div>
      <div className={styles.cardTitle}>{card.title}</div>
      <div>
        {at(card.startAt, 'YYYY-MM-DD HH:mm')} · {formatYuan(card.priceCents)}
      </div>
    </div>
  );
}
