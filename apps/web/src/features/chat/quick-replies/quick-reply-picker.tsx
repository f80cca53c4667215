import { ThunderboltOutlined } from '@ant-design/icons';
import type { QuickReply } from '@console/contract/chat';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQuickReplies } from '../api/list-quick-replies';

type Props = { onPick: (reply: QuickReply) => void; onManage: () => void; disabled?: boolean };

/** The composer's quick replies: picking one inserts it at the cursor (docs/chat.md "Web"). */
export function QuickReplyPicker({ onPick, onManage, disabled }: Props) {
  const { t } = useTranslation();
  const replies = useQuickReplies();
  const list = replies.data ?? [];
  const items: MenuProps['items'] = [
    ...(replies.isLoading
      ? [{ key: 'loading', disabled: true, label: t('chat.loading') }]
      : list.length === 0
        ? [{ key: 'none', disabled: true, label: t('chat.quickReply.none') }]
        : list.map((reply) => ({
            key: String(reply.id),
            label: <span data-testid={`quick-reply-option-${reply.id}`}>{reply.title}</span>,
          }))),
    { type: 'divider' },
    {
      key: 'manage',
      label: <span data-testid="quick-reply-manage">{t('chat.quickReply.manage')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'manage') return onManage();
    const reply = list.find((one) => String(one.id) === key);
    if (reply) onPick(reply);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} disabled={disabled}>
      <Button
        type="text"
        icon={<ThunderboltOutlined />}
        aria-label={t('chat.quickReply.insert')}
        title={t('chat.quickReply.insert')}
        data-testid="quick-reply-picker"
      />
    </Dropdown>
  );
}
