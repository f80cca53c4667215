import type { ConversationStatus } from '@console/contract/chat';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ConversationStatus, string> = {
  open: 'blue',
  snoozed: 'gold',
  resolved: 'default',
};

export function ConversationStatusTag({ status }: { status: ConversationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }} data-status={status}>
      {t(`chat.status.${status}`)}
    </Tag>
  );
}
