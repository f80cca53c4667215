import { businessMinutesBetween } from '@console/contract/business-hours';
import type { ConversationSummary } from '@console/contract/chat';
import type { ChatTargets } from '@console/contract/chat-targets';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { dueText, formatListTime, waitedFor } from '../chat-format';
import { ConversationStatusTag } from '../conversation-status-tag';
import styles from '../chat-page.module.css';

type Props = {
  conversation: ConversationSummary;
  /** The list's clock (ms), ticking each minute so the waiting time stays true. */
  now: number;
  selected: boolean;
  onSelect: (id: number) => void;
  /** The merchant's hours, to count the time left in business minutes; undefined until read. */
  targets: ChatTargets | undefined;
};

/** One conversation in the list: who, the last message, when, unread, status, waiting time. */
export function ConversationRow({ conversation, now, selected, onSelect, targets }: Props) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const { customer, lastMessage, unread, awaitingSince } = conversation;
  const preview = !lastMessage
    ? t('chat.list.noMessages')
    : lastMessage.kind === 'text'
      ? lastMessage.preview
      : t(`chat.preview.${lastMessage.kind}`);
  const waited = awaitingSince ? waitedFor(awaitingSince, now) : null;
  // docs/chat.md "Response targets": counted in the merchant's open time, in its zone.
  const response = conversation.response;
  const due =
    response && targets && conversation.status === 'open'
      ? dueText(
          businessMinutesBetween(
            new Date(now),
            new Date(response.dueAt),
            targets.businessHours,
            targets.timeZone,
          ),
        )
      : null;
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
        {due && (
          <span
            className={due.overdue ? styles.overdue : styles.dueLeft}
            data-testid={`conversation-due-${conversation.id}`}
            data-overdue={due.overdue}
          >
            {t(due.key, { count: due.count })}
          </span>
        )}
        {conversation.assignee && (
          <span
            className={styles.assignee}
            data-testid={`conversation-assignee-${conversation.id}`}
          >
            {conversation.assignee.name}
          </span>
        )}
        {conversation.queuedAt && (
          <span className={styles.queued} data-testid={`conversation-queued-${conversation.id}`}>
            {t('chat.list.queued')}
          </span>
        )}
      </span>
    </button>
  );
}
