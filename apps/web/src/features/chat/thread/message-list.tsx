import type { ChatReceipt } from '@console/contract/chat';
import { Button, Spin } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { dayInZone } from '../../../lib/format-date';
import styles from '../chat-page.module.css';
import { MessageBubble, PendingBubble } from './message-bubble';
import { orderedMessages, type ThreadState } from './thread-state';
import type { History } from './use-thread-messages';

/** Near enough to the end that a new message scrolls into view (px). */
const STICK_TO_END_PX = 80;

type Props = {
  state: ThreadState;
  /** How far the customer received and read the staff's messages (docs/chat.md "Delivery states"). */
  receipt: ChatReceipt;
  history: History;
  onRetry: (clientId: string) => void;
};

/**
 * The thread in seq order with a separator per day; older pages above (a button, or scrolling
 * to the top). The view stays at the end while it was there, and keeps its place when an older
 * page is put above.
 */
export function MessageList({ state, receipt, history, onRetry }: Props) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const lastHeight = useRef(0);
  const messages = orderedMessages(state);
  const firstSeq = messages[0]?.seq;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (atEnd.current) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - lastHeight.current;
    lastHeight.current = element.scrollHeight;
  }, [messages.length, state.pending, firstSeq]);

  // An image grows its bubble when it loads, after the scroll above: the newest picture and its
  // "Sent" line were cut off. `load` does not bubble, so it is caught on its way down.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onLoad = (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      // At the end before this picture grew, by the flag or by where the view stands now.
      const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
      if (!atEnd.current && distance - image.clientHeight >= STICK_TO_END_PX) return;
      element.scrollTop = element.scrollHeight;
      lastHeight.current = element.scrollHeight;
      atEnd.current = true;
    };
    element.addEventListener('load', onLoad, true);
    return () => element.removeEventListener('load', onLoad, true);
  }, []);

  // The pane shrinks when the composer grows (a quick reply's parts listed under the box): a
  // reader at the end stays there instead of the newest message sliding under the composer.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!atEnd.current) return;
      element.scrollTop = element.scrollHeight;
      lastHeight.current = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    // A scroll the browser made as the content grew (a picture loading) says nothing of where
    // the reader wants to be: only one at an unchanged height moves the end flag.
    if (element.scrollHeight === lastHeight.current) {
      atEnd.current =
        element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_END_PX;
    }
    lastHeight.current = element.scrollHeight;
    if (element.scrollTop === 0 && history.hasOlder) history.loadOlder();
  };

  return (
    <div
      ref={box}
      className={styles.messages}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.thread.messages')}
      data-testid="chat-messages"
    >
      {history.hasOlder && (
        <div className={styles.center}>
          <Button
            type="link"
            size="small"
            loading={history.isLoadingOlder}
            onClick={history.loadOlder}
            data-testid="chat-load-older"
          >
            {t('chat.thread.older')}
          </Button>
        </div>
      )}
      {history.status === 'loading' && messages.length === 0 && (
        <div className={styles.center}>
          <Spin aria-label={t('chat.loading')} />
        </div>
      )}
      {history.status === 'ready' && messages.length === 0 && state.pending.length === 0 && (
        <div className={styles.center}>{t('chat.thread.empty')}</div>
      )}
      {messages.map((message, index) => {
        const day = dayInZone(message.createdAt, timeZone);
        const before = messages[index - 1];
        const separator = !before || dayInZone(before.createdAt, timeZone) !== day;
        return (
          <Fragment key={message.seq}>
            {separator && (
              <div className={styles.day} role="separator" data-testid="chat-day">
                <span>{day}</span>
              </div>
            )}
            <MessageBubble message={message} receipt={receipt} />
          </Fragment>
        );
      })}
      {state.pending.map((item) => (
        <PendingBubble key={item.clientId} item={item} onRetry={onRetry} />
      ))}
    </div>
  );
}
