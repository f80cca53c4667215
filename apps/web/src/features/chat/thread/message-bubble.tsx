import { deliveryOf, type ChatMessage, type ChatReceipt } from '@console/contract/chat';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompactMerchantTime } from '../../../lib/merchant/merchant-time';
import styles from '../chat-page.module.css';
import { LinkifiedText } from './linkify';
import { MessageCard } from './message-card';
import type { PendingMessage } from './thread-state';

type Content = Pick<ChatMessage, 'kind' | 'text' | 'imageId' | 'card'>;

function MessageContent({ message, file }: { message: Content; file?: File }) {
  const { t } = useTranslation();
  if (message.kind === 'image') {
    if (message.imageId === null) return <span>{file?.name ?? t('chat.preview.image')}</span>;
    return (
      <a href={`/api/uploads/${message.imageId}`} target="_blank" rel="noopener noreferrer">
        <img
          className={styles.image}
          src={`/api/uploads/${message.imageId}`}
          alt={t('chat.preview.image')}
          loading="lazy"
        />
      </a>
    );
  }
  if (message.card) return <MessageCard card={message.card} />;
  return (
    <span className={styles.text}>
      <LinkifiedText text={message.text} />
    </span>
  );
}

/**
 * A message the server holds: the customer's on the left, staff's on the right, by seq. A staff
 * message says how far it got: sent (it has a seq), delivered to a device of the customer, read
 * (docs/chat.md "Delivery states").
 */
export function MessageBubble({
  message,
  receipt,
}: {
  message: ChatMessage;
  receipt: ChatReceipt;
}) {
  const { t } = useTranslation();
  const mine = message.sender === 'staff';
  const delivery = mine ? deliveryOf(message.seq, receipt) : undefined;
  const at = useCompactMerchantTime()(message.createdAt, 'HH:mm');
  return (
    <div
      className={mine ? `${styles.bubbleRow} ${styles.bubbleRowStaff}` : styles.bubbleRow}
      data-testid={`chat-message-${message.seq}`}
      data-seq={message.seq}
      data-sender={message.sender}
      data-status={delivery ?? 'sent'}
    >
      <div className={mine ? `${styles.bubble} ${styles.bubbleStaff}` : styles.bubble}>
        <MessageContent message={message} />
      </div>
      <div className={styles.bubbleMeta}>
        {mine && message.staff ? `${message.staff.name} · ` : ''}
        <time dateTime={message.createdAt} title={at.title} data-testid="chat-message-time">
          {at.text}
        </time>
        {delivery && (
          <span
            className={delivery === 'read' ? styles.read : undefined}
            data-testid="chat-delivery"
          >
            {` · ${t(`chat.message.${delivery}`)}`}
          </span>
        )}
      </div>
    </div>
  );
}

type PendingProps = { item: PendingMessage; onRetry: (clientId: string) => void };

/** A staff message not acknowledged yet: "sending", or "failed" with a retry (same client id). */
export function PendingBubble({ item, onRetry }: PendingProps) {
  const { t } = useTranslation();
  const { body } = item;
  const content: Content = {
    kind: body.kind,
    text: body.text ?? '',
    imageId: typeof body.imageId === 'number' ? body.imageId : null,
    card: null,
  };
  return (
    <div
      className={`${styles.bubbleRow} ${styles.bubbleRowStaff}`}
      data-testid={`chat-pending-${item.clientId}`}
      data-status={item.status}
    >
      <div className={`${styles.bubble} ${styles.bubbleStaff} ${styles.bubblePending}`}>
        {body.kind === 'order' || body.kind === 'activity' ? (
          t(`chat.preview.${body.kind}`)
        ) : (
          <MessageContent message={content} file={item.file} />
        )}
      </div>
      <div className={styles.bubbleMeta} role="status">
        {item.status === 'sending' ? (
          t('chat.message.sending')
        ) : (
          <>
            <span className={styles.failed}>{t('chat.message.failed')}</span>
            <Button
              type="link"
              size="small"
              onClick={() => onRetry(item.clientId)}
              data-testid={`chat-retry-${item.clientId}`}
            >
              {t('chat.message.retry')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
