import type { MessageType, UserMessage } from '@console/contract/user-messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, List, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { markAllRead, markMessageRead, messageListQuery, messagesKey } from './message-api';
import { messageTarget } from './message-routing';
import { LoadMore } from '../../lib/load-more';

type Props = { type: MessageType; unread: number; onOpen: () => void };

/** One bell tab (spec §2): the type's messages page by page, newest first. */
export function NoticeList({ type, unread, onOpen }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(messageListQuery(type));
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagesKey });

  const open = (message: UserMessage) => {
    if (!message.is_read) void markMessageRead(message.id).then(refresh, () => undefined);
    onOpen();
    void navigate(messageTarget(message));
  };
  const readAll = () => void markAllRead(type).then(refresh, () => undefined);

  if (list.isPending) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('bell.loadError')}
        extra={<Button onClick={() => void list.refetch()}>{t('bell.retry')}</Button>}
      />
    );
  }
  const messages = list.data.pages.flatMap((page) => page.user_messages);
  if (messages.length === 0) return <Empty description={t('bell.empty')} />;

  return (
    <Flex vertical gap={8}>
      <Flex justify="flex-end">
        <Button
          size="small"
          disabled={unread === 0}
          onClick={readAll}
          data-testid="notice-read-all"
        >
          {t('bell.readAll')}
        </Button>
      </Flex>
      <List
        size="small"
        dataSource={messages}
        style={{ maxHeight: 360, overflowY: 'auto' }}
        renderItem={(message) => (
          <List.Item
            key={message.id}
            onClick={() => open(message)}
            style={{ cursor: 'pointer' }}
            data-testid={`notice-item-${message.id}`}
            data-read={message.is_read}
          >
            <Flex vertical gap={2} style={{ width: '100%' }}>
              <Typography.Text strong={!message.is_read}>
                {!message.is_read && <Badge status="error" aria-label={t('bell.unread')} />}{' '}
                {message.content}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(message.created_at)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      <LoadMore pages={list} label={t('bell.loadMore')} look="link" />
    </Flex>
  );
}
