import { CalendarOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityOptions } from '../api/list-activity-options';

/** Sends one of the merchant's approved activities as a card; the list loads when opened. */
export function ActivityCardPicker({ onSend }: { onSend: (activityId: number) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const activities = useActivityOptions(isOpen);
  const list = activities.data ?? [];
  const items: MenuProps['items'] = activities.isLoading
    ? [{ key: 'loading', disabled: true, label: t('chat.loading') }]
    : activities.isError
      ? [{ key: 'failed', disabled: true, label: t('chat.side.activitiesFailed') }]
      : list.length === 0
        ? [{ key: 'none', disabled: true, label: t('chat.side.noActivities') }]
        : list.map((activity) => ({
            key: String(activity.id),
            label: (
              <span data-testid={`chat-activity-option-${activity.id}`}>{activity.title}</span>
            ),
          }));
  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={setOpen}
      menu={{
        items,
        style: { maxHeight: 320, overflowY: 'auto' },
        onClick: ({ key }) => {
          setOpen(false);
          onSend(Number(key));
        },
      }}
    >
      <Button size="small" icon={<CalendarOutlined />} data-testid="chat-send-activity">
        {t('chat.side.sendActivity')}
      </Button>
    </Dropdown>
  );
}
