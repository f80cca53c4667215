import {
  FieldTimeOutlined,
  MessageOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, Grid } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAbilities } from '../../lib/merchant/merchant-context';
import styles from './chat-page.module.css';
import type { ConversationListFilter } from './api/keys';
import { chatUrlParams, parseChatUrl } from './list/chat-url';
import { ConversationList } from './list/conversation-list';
import { useLiveChat } from './list/use-live-chat';
import { ThreadPane } from './thread/thread-pane';
import { threadStores } from './thread/thread-store';

// The management drawer (and antd's Form with it) loads when first opened.
const QuickRepliesDrawer = lazy(() => import('./quick-replies/quick-replies-drawer'));
const TargetsDrawer = lazy(() => import('./targets/targets-drawer'));
const AssignmentDrawer = lazy(() => import('./assignment/assignment-drawer'));

/**
 * /cc (docs/chat.md "Web"): the conversation list beside the open thread; on phones one pane at a
 * time, with a way back. The filter, search and open conversation live in the URL (`?c=12`).
 */
export function ChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { list, conversationId } = useMemo(() => parseChatUrl(new URLSearchParams(query)), [query]);
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const [repliesOpened, setRepliesOpened] = useState<boolean | null>(null);
  const [targetsOpened, setTargetsOpened] = useState<boolean | null>(null);
  const [assignmentOpened, setAssignmentOpened] = useState<boolean | null>(null);
  // Business hours and targets are the shop's settings (docs/chat.md "Response targets").
  const mayEditTargets = useAbilities().can('shop:edit');
  useLiveChat();
  // One store per conversation opened on this page (a merchant switch starts a new page).
  const [threads] = useState(threadStores);

  // Always a replace: with tabs on, a new query pushed would open another tab (one tab per full
  // path, docs/web.md "Tabs"); a replace keeps /cc in its tab and mounted.
  const go = (next: ConversationListFilter, id: number | null) =>
    setParams(chatUrlParams(next, id), { replace: true });
  const manageReplies = () => setRepliesOpened(true);

  return (
    <div className={styles.inbox} data-testid="chat-page">
      {(!narrow || conversationId === null) && (
        <ConversationList
          list={list}
          selectedId={conversationId}
          onSelect={(id) => go(list, id)}
          onListChange={(next) => go(next, conversationId)}
          extra={
            <>
              <Button
                icon={<ThunderboltOutlined />}
                aria-label={t('chat.quickReply.manage')}
                title={t('chat.quickReply.manage')}
                onClick={manageReplies}
                data-testid="quick-replies-open"
              />
              <Button
                icon={<TeamOutlined />}
                aria-label={t('chat.assignment.drawer')}
                title={t('chat.assignment.drawer')}
                onClick={() => setAssignmentOpened(true)}
                data-testid="chat-assignment-open"
              />
              {mayEditTargets && (
                <Button
                  icon={<FieldTimeOutlined />}
                  aria-label={t('chat.targets.drawer')}
                  title={t('chat.targets.drawer')}
                  onClick={() => setTargetsOpened(true)}
                  data-testid="chat-targets-open"
                />
              )}
            </>
          }
        />
      )}
      {conversationId !== null ? (
        <ThreadPane
          key={conversationId}
          conversationId={conversationId}
          store={threads.of(conversationId)}
          onBack={narrow ? () => go(list, null) : undefined}
          onManageReplies={manageReplies}
        />
      ) : (
        !narrow && (
          <div className={styles.noThread} data-testid="chat-no-thread">
            <MessageOutlined aria-hidden="true" className={styles.noThreadIcon} />
            <div>{t('chat.thread.none')}</div>
          </div>
        )
      )}
      {repliesOpened !== null && (
        <Suspense fallback={null}>
          <QuickRepliesDrawer open={repliesOpened} onClose={() => setRepliesOpened(false)} />
        </Suspense>
      )}
      {targetsOpened !== null && (
        <Suspense fallback={null}>
          <TargetsDrawer open={targetsOpened} onClose={() => setTargetsOpened(false)} />
        </Suspense>
      )}
      {assignmentOpened !== null && (
        <Suspense fallback={null}>
          <AssignmentDrawer open={assignmentOpened} onClose={() => setAssignmentOpened(false)} />
        </Suspense>
      )}
    </div>
  );
}
