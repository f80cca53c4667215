import type { ConversationSummary } from '@console/contract/chat';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { formatListTime, waitedFor } from '../chat-format';
import { ConversationStatusTag } from '../conversation-status-tag';
import styles from '../chat-page.module.css';

type Props = {
  conversation: ConversationSummary;
  /** The list's clock (ms), ticking each minute so the waiting time stays true. */
  now: number;
  selected: boolean;
  onSelect: (id: number) => void;
};

/** One conversation in the list: who, the last message, when, unread, status, waiting time. */
export function ConversationRow({ conversation, now, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const { customer, lastMessage, unread, awaitingSince } = conversation;
  const preview = !lastMessage
    ? t('chat.list.noMessages')
    : lastMessage.kind === 'text'
      ? lastMessage.preview
      : t(`chat.preview.${lastMessage.kind}`);
  const waited = awaitingSince ? waitedFor(awaitingSince, now) : null;
  return (
    <button
      type="button"
      className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
      data-testid={`conversation-row-${conversation.id}`}
      data-unread={unread}
    >
      <span className={styles.rowTop}>
        <span className={styles.rowName}>{customer.name || customer.maskedMobile}</span>
        <span className={styles.rowTime} data-testid="conversation-time">
          {formatListTime(conversation.lastMessageAt, new Date(now), timeZone)}
        </span>
      </span>
      <span className={styles.rowBottom}>
        <span className={styles.rowPreview}>
          {lastMessage?.sender === 'staff' && `${t('chat.preview.staff')}: `}
          {preview}
        </span>
        {unread > 0 && (
          <Badge
            count={unread}
            overflowCount={99}
            aria-label={t('chat.list.unread', { count: unread })}
            data-testid={`conversation-unread-${conversation.id}`}
          />
        )}
      </span>
      <span className={styles.rowMeta}>
        <ConversationStatusTag status={conversation.status} />
        {waited && (
          <span className={styles.waited} data-testid={`conversation-waited-${conversation.id}`}>
            {t(`chat.list.waited.${waited.unit}`, { count: waited.count })}
          </span>
        )}
        {conversation.assignee && (
          <span className={styles.assignee}>{conversation.assignee.name}</span>
        )}
      </span>
    </button>
  );
}
