import { CheckOutlined, ClockCircleOutlined, UndoOutlined, UserOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@console/contract/chat';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../lib/feedback';
import { useAssignConversation } from '../api/assign-conversation';
import { useAssignees } from '../api/list-assignees';
import { useSetConversationStatus } from '../api/set-conversation-status';
import styles from '../chat-page.module.css';
import { conversationMoves, statusOf } from './conversation-moves';
import { SNOOZE_CHOICES, snoozeUntil, type SnoozeChoice } from './snooze-options';

/**
 * The thread header's workflow (docs/chat.md "Staff workflow"): assign to a member holding chat:reply (or take it),
 * and the status moves the contract allows from the conversation's status (`conversationMoves`):
 * resolve (asked first), reopen, snooze until a time or the customer's next message.
 */
export function ThreadActions({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useTranslation();
  const assignees = useAssignees();
  const assign = useAssignConversation();
  const setStatus = useSetConversationStatus();
  const me = assignees.data?.assignees.find((one) => one.id === assignees.data?.me);
  const { id } = conversation;
  const moves = conversationMoves(conversation.status);

  const resolve = async () => {
    const sure = await confirmDialog({
      title: t('chat.action.resolveConfirm'),
      content: t('chat.action.resolveDetail'),
      okText: t('chat.action.resolve'),
      cancelText: t('chat.cancel'),
    });
    if (sure) setStatus.mutate({ id, status: statusOf('resolve') });
  };
  const snooze = (choice: SnoozeChoice) =>
    setStatus.mutate({ id, status: statusOf('snooze'), snoozeUntil: snoozeUntil(choice) });

  return (
    <div className={styles.actions}>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [String(conversation.assignee?.id ?? 'none')],
          items: [
            ...(assignees.data?.assignees ?? []).map((one) => ({
              key: String(one.id),
              label: <span data-testid={`chat-assignee-${one.id}`}>{one.name}</span>,
            })),
            { type: 'divider' as const },
            { key: 'none', label: t('chat.action.unassign') },
          ],
          onClick: ({ key }) =>
            assign.mutate({ id, assigneeId: key === 'none' ? null : Number(key) }),
        }}
      >
        <Button
          size="small"
          icon={<UserOutlined />}
          loading={assign.isPending}
          aria-label={`${t('chat.action.assign')}: ${conversation.assignee?.name ?? t('chat.action.unassigned')}`}
          data-testid="chat-assign"
        >
          {conversation.assignee?.name ?? t('chat.action.unassigned')}
        </Button>
      </Dropdown>
      {me && conversation.assignee?.id !== me.id && (
        <Button
          size="small"
          onClick={() => assign.mutate({ id, assigneeId: me.id })}
          data-testid="chat-take"
        >
          {t('chat.action.take')}
        </Button>
      )}
      {moves.includes('reopen') && (
        <Button
          size="small"
          icon={<UndoOutlined />}
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate({ id, status: statusOf('reopen') })}
          data-testid="chat-reopen"
        >
          {t('chat.action.reopen')}
        </Button>
      )}
      {moves.includes('snooze') && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: SNOOZE_CHOICES.map((choice) => ({
              key: choice,
              label: t(`chat.snooze.${choice}`),
            })),
            onClick: ({ key }) => snooze(key as SnoozeChoice),
          }}
        >
          <Button size="small" icon={<ClockCircleOutlined />} data-testid="chat-snooze">
            {t('chat.action.snooze')}
          </Button>
        </Dropdown>
      )}
      {moves.includes('resolve') && (
        <Button
          size="small"
          type="primary"
          ghost
          icon={<CheckOutlined />}
          loading={setStatus.isPending}
          onClick={() => void resolve()}
          data-testid="chat-resolve"
        >
          {t('chat.action.resolve')}
        </Button>
      )}
    </div>
  );
}
