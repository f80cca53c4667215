import { ArrowLeftOutlined, IdcardOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@console/contract/chat';
import { Button, Drawer, Empty, Grid, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { useConversation } from '../api/get-conversation';
import { useConversationContext } from '../api/get-conversation-context';
import { conversationKey, conversationsKey } from '../api/keys';
import styles from '../chat-page.module.css';
import { ConversationStatusTag } from '../conversation-status-tag';
import { CustomerPanel } from '../side-panel/customer-panel';
import type { ReplyValues } from '../quick-replies/fill-quick-reply';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadActions } from './thread-actions';
import { ThreadViewers } from './thread-viewers';
import { useThreadState, type ThreadStore } from './thread-store';
import { useMarkRead } from './use-mark-read';
import { useSendMessage } from './use-send-message';
import { useThreadMessages } from './use-thread-messages';
import { useTypingNames, useTypingSignal } from './use-typing';

type Props = {
  conversationId: number;
  /** This conversation's messages, kept by the page across thread switches. */
  store: ThreadStore;
  /** On phones the thread is the only pane: back to the list. */
  onBack?: () => void;
  onManageReplies: () => void;
};

/** What the quick replies' placeholders stand for: the customer and their latest order. */
function useReplyValues(conversationId: number, name: string): ReplyValues {
  const context = useConversationContext(conversationId).data;
  return useMemo(() => {
    const latest = [...(context?.orders ?? [])].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    )[0];
    return {
      customer: context?.customer.name ?? name,
      orderNo: latest?.orderNo ?? '',
      activity: latest?.activityTitle ?? '',
    };
  }, [context, name]);
}

/** One open conversation (keyed by its id; its store comes from the page). */
export function ThreadPane({ conversationId, store, onBack, onManageReplies }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const merchantId = useMerchantId();
  const screens = Grid.useBreakpoint();
  // The customer column beside the thread from 1,600 px (antd xxl); narrower, a drawer.
  const wide = screens.xxl === true;
  const [isSideOpen, setSideOpen] = useState(false);
  const conversation = useConversation(conversationId);
  const history = useThreadMessages(conversationId, store);
  const state = useThreadState(store);
  const onSent = useCallback(
    (next: ConversationSummary) => {
      client.setQueryData(conversationKey(merchantId, next.id), next);
      void client.invalidateQueries({ queryKey: conversationsKey(merchantId) });
    },
    [client, merchantId],
  );
  const sender = useSendMessage(conversationId, store, onSent);
  useMarkRead(conversationId, state, history.status === 'ready');
  const typing = useTypingNames(conversationId);
  const onTyping = useTypingSignal(conversationId);
  const name = conversation.data?.customer.name ?? '';
  const values = useReplyValues(conversationId, name);

  if (conversation.isError) {
    return (
      <section className={styles.threadPane} data-testid="chat-thread-error">
        {onBack && <BackButton onBack={onBack} />}
        <Empty description={t('chat.thread.failed')}>
          <Button onClick={() => void conversation.refetch()}>{t('chat.retry')}</Button>
        </Empty>
      </section>
    );
  }
  if (!conversation.data) {
    return (
      <section className={styles.threadPane}>
        <div className={styles.center}>
          <Spin aria-label={t('chat.loading')} />
        </div>
      </section>
    );
  }
  const side = (
    <CustomerPanel conversationId={conversationId} onSend={(d) => void sender.send(d)} />
  );
  return (
    <div className={styles.threadWrap}>
      <section
        className={styles.threadPane}
        aria-label={name}
        data-testid="chat-thread"
        data-conversation={conversationId}
      >
        <header className={styles.threadHead}>
          {onBack && <BackButton onBack={onBack} />}
          <div className={styles.threadTitle}>
            <strong data-testid="chat-thread-name">{name}</strong>
            <span className={styles.hint}>{conversation.data.customer.maskedMobile}</span>
            <ConversationStatusTag status={conversation.data.status} />
            {conversation.data.rating && (
              // docs/chat.md "Satisfaction": the customer's rating of the latest rated resolution.
              <span
                className={styles.rating}
                title={conversation.data.rating.comment || undefined}
                data-testid="chat-rating"
                data-rating={conversation.data.rating.rating}
              >
                {t('chat.rating.shown', {
                  rating: conversation.data.rating.rating,
                  member: conversation.data.rating.member?.name ?? '—',
                })}
              </span>
            )}
            <ThreadViewers conversationId={conversationId} typing={typing} />
          </div>
          <ThreadActions conversation={conversation.data} />
          {!wide && (
            <Button
              type="text"
              icon={<IdcardOutlined />}
              aria-label={t('chat.side.open')}
              title={t('chat.side.open')}
              onClick={() => setSideOpen(true)}
              data-testid="chat-side-open"
            />
          )}
        </header>
        {history.status === 'error' ? (
          <Empty description={t('chat.thread.failed')} style={{ flex: 1, paddingTop: 48 }}>
            <Button onClick={history.reload}>{t('chat.retry')}</Button>
          </Empty>
        ) : (
          <MessageList
            state={state}
            receipt={conversation.data.customerReceipt}
            history={history}
            onRetry={(id) => void sender.retry(id)}
          />
        )}
        <div className={styles.typing} aria-live="polite" data-testid="chat-typing">
          {typing.length > 0 && t('chat.thread.typing', { names: typing.join(', ') })}
        </div>
        <Composer
          sender={sender}
          values={values}
          onTyping={onTyping}
          onManageReplies={onManageReplies}
        />
      </section>
      {wide ? (
        <aside className={styles.sidePane} aria-label={t('chat.side.title')}>
          {side}
        </aside>
      ) : (
        <Drawer
          title={t('chat.side.title')}
          open={isSideOpen}
          onClose={() => setSideOpen(false)}
          size={320}
        >
          {side}
        </Drawer>
      )}
    </div>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label={t('chat.thread.back')}
      onClick={onBack}
      data-testid="chat-back"
    />
  );
}
