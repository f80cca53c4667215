import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { QUICK_REPLIES_MAX, type QuickReply } from '@console/contract/chat';
import { uploadUrl } from '@console/contract/uploads';
import { Button, Drawer, Empty, Grid, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../lib/feedback';
import { useDeleteQuickReply } from '../api/delete-quick-reply';
import { useQuickReplies } from '../api/list-quick-replies';
import styles from '../chat-page.module.css';
import { QuickReplyForm } from './quick-reply-form';

type Props = { open: boolean; onClose: () => void };

/** The merchant's quick replies (docs/chat.md "Web"): list, create, edit, delete (asked first). */
export default function QuickRepliesDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const replies = useQuickReplies();
  const remove = useDeleteQuickReply();
  // undefined: the list; null: a new one; a reply: editing it.
  const [editing, setEditing] = useState<QuickReply | null | undefined>(undefined);
  const list = replies.data ?? [];

  const askRemove = async (reply: QuickReply) => {
    const sure = await confirmDialog({
      title: t('chat.quickReply.deleteConfirm', { title: reply.title }),
      okText: t('chat.quickReply.delete'),
      cancelText: t('chat.cancel'),
      danger: true,
    });
    if (sure) remove.mutate(reply.id);
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('chat.quickReply.drawer')}
      size={screens.sm ? 480 : '100%'}
      destroyOnHidden
      data-testid="quick-replies-drawer"
      extra={
        editing === undefined && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={list.length >= QUICK_REPLIES_MAX}
            onClick={() => setEditing(null)}
            data-testid="quick-reply-new"
          >
            {t('chat.quickReply.new')}
          </Button>
        )
      }
    >
      {editing !== undefined ? (
        <QuickReplyForm
          key={editing?.id ?? 'new'}
          reply={editing}
          onDone={() => setEditing(undefined)}
        />
      ) : replies.isLoading ? (
        <div className={styles.center}>
          <Spin aria-label={t('chat.loading')} />
        </div>
      ) : replies.isError ? (
        <Empty description={t('chat.quickReply.failed')}>
          <Button onClick={() => void replies.refetch()}>{t('chat.retry')}</Button>
        </Empty>
      ) : list.length === 0 ? (
        <Empty description={t('chat.quickReply.empty')} data-testid="quick-replies-empty" />
      ) : (
        <ul className={styles.replies}>
          {list.map((reply) => (
            <li key={reply.id} data-testid={`quick-reply-${reply.id}`}>
              <div className={styles.replyHead}>
                <strong>{reply.title}</strong>
                <span>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('chat.quickReply.edit', { title: reply.title })}
                    onClick={() => setEditing(reply)}
                    data-testid={`quick-reply-edit-${reply.id}`}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('chat.quickReply.deleteOne', { title: reply.title })}
                    onClick={() => void askRemove(reply)}
                    data-testid={`quick-reply-delete-${reply.id}`}
                  />
                </span>
              </div>
              <div className={styles.replyText} lang="zh-CN">
                {reply.textZh}
              </div>
              <div className={styles.replyText} lang="en">
                {reply.textEn}
              </div>
              {reply.moreSnippets.map((snippet, index) => (
                // Further snippets, sent after the first (docs/chat.md "Quick replies").
                <div key={index} className={styles.replyMore}>
                  <div className={styles.replyText} lang="zh-CN">
                    {snippet.textZh}
                  </div>
                  <div className={styles.replyText} lang="en">
                    {snippet.textEn}
                  </div>
                </div>
              ))}
              {reply.imageIds.length > 0 && (
                <div className={styles.thumbs}>
                  {reply.imageIds.map((id, index) => (
                    <img
                      key={id}
                      className={styles.thumb}
                      src={uploadUrl(id)}
                      alt={t('chat.quickReply.image', { n: index + 1 })}
                      loading="lazy"
                    />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
