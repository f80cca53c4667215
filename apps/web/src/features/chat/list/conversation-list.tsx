import { CONVERSATION_FILTERS, type ConversationFilter } from '@console/contract/chat';
import { Button, Empty, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../lib/load-more';
import { useChatOverdue } from '../../../lib/api/get-chat-unread';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { useChatTargets } from '../api/get-chat-targets';
import { useConversations } from '../api/list-conversations';
import type { ConversationListFilter } from '../api/keys';
import styles from '../chat-page.module.css';
import { ConversationRow } from './conversation-row';

const MINUTE_MS = 60_000;

type Props = {
  list: ConversationListFilter;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onListChange: (list: ConversationListFilter) => void;
  /** The list header's extra control (quick replies). */
  extra?: React.ReactNode;
};

/**
 * The inbox's left pane (docs/chat.md "Staff workflow"): filters, search by name or mobile, keyset
 * pages.
 */
export function ConversationList({ list, selectedId, onSelect, onListChange, extra }: Props) {
  const { t } = useTranslation();
  const query = useConversations(list);
  const targets = useChatTargets().data;
  const overdue = useChatOverdue(useMerchantId());
  const [keyword, setKeyword] = useState(list.keyword ?? '');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  const rows = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const setFilter = (filter: ConversationFilter) => onListChange({ ...list, filter });
  const search = (value: string) => {
    const trimmed = value.trim();
    onListChange(trimmed ? { ...list, keyword: trimmed } : { filter: list.filter });
  };

  return (
    <section className={styles.listPane} aria-label={t('chat.list.title')} data-testid="chat-list">
      <div className={styles.listHead}>
        <div className={styles.filters} role="group" aria-label={t('chat.list.filter')}>
          {CONVERSATION_FILTERS.map((filter) => (
            <Button
              key={filter}
              size="small"
              autoInsertSpace={false}
              type={list.filter === filter ? 'primary' : 'text'}
              aria-pressed={list.filter === filter}
              onClick={() => setFilter(filter)}
              data-testid={`chat-filter-${filter}`}
            >
              {t(`chat.filter.${filter}`)}
              {filter === 'overdue' && overdue > 0 && (
                <span className={styles.filterCount} data-testid="chat-overdue-count">
                  {overdue}
                </span>
              )}
            </Button>
          ))}
        </div>
        <div className={styles.searchRow}>
          <Input.Search
            allowClear
            value={keyword}
            maxLength={40}
            placeholder={t('chat.list.search')}
            aria-label={t('chat.list.search')}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={search}
            data-testid="chat-search"
          />
          {extra}
        </div>
      </div>
      <div className={styles.listBody}>
        {query.isLoading ? (
          <div className={styles.center}>
            <Spin aria-label={t('chat.loading')} />
          </div>
        ) : query.isError && rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('chat.list.failed')}
            data-testid="chat-list-error"
          >
            <Button onClick={() => void query.refetch()}>{t('chat.retry')}</Button>
          </Empty>
        ) : rows.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(list.keyword ? 'chat.list.noMatch' : `chat.list.empty.${list.filter}`)}
            data-testid="chat-list-empty"
          />
        ) : (
          <>
            {rows.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                now={now}
                selected={conversation.id === selectedId}
                onSelect={onSelect}
                targets={targets}
              />
            ))}
            <div className={styles.listMore}>
              <LoadMore
                pages={query}
                look="link"
                label={t('chat.list.more')}
                testId="chat-list-more"
                failed={{ title: t('chat.list.moreFailed'), retry: t('chat.retry') }}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
