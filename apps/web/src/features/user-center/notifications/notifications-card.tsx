import type {
  NotificationPreference,
  NotificationSwitches,
} from '@console/contract/account-notifications';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Switch } from 'antd';
import { LazyResult } from '../../../lib/lazy-result';
import { PlainCard } from '../../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { playMessageSound } from '../../../lib/realtime/message-sound';
import { notificationsQuery } from '../../../lib/settings/notification-preferences';
import { PlainTable, type PlainColumn } from '../../../lib/table/plain-table';
import { useUpdateNotifications } from './update-notifications';

const SWITCHES: (keyof NotificationSwitches)[] = ['bell', 'toast', 'sound'];

/** /setting/account: per message type, counted in the bell, toasted, with a sound. */
export function NotificationsCard() {
  const { t } = useTranslation();
  const preferences = useQuery(notificationsQuery());
  const save = useUpdateNotifications();

  const toggle = (kind: NotificationPreference, name: keyof NotificationSwitches, on: boolean) => {
    const { type, bell, toast, sound } = kind;
    // Turning the sound on plays it once: the user hears what it will be (and the click lets
    // the browser start audio).
    if (name === 'sound' && on) playMessageSound();
    save.mutate({ kinds: [{ type, bell, toast, sound, [name]: on }] });
  };

  const columns: PlainColumn<NotificationPreference>[] = [
    {
      title: t('notifications.kind'),
      dataIndex: 'type',
      render: (type: number) => t(`bell.tab.${type}` as 'bell.tab.1'),
    },
    ...SWITCHES.map((name): PlainColumn<NotificationPreference> => ({
      title: t(`notifications.${name}`),
      dataIndex: name,
      width: 120,
      render: (on: boolean, kind: NotificationPreference) => (
        <Switch
          size="small"
          checked={on}
          loading={save.isPending}
          onChange={(checked) => toggle(kind, name, checked)}
          aria-label={`${t(`bell.tab.${kind.type}` as 'bell.tab.1')} ${t(`notifications.${name}`)}`}
          data-testid={`notification-${kind.type}-${name}`}
        />
      ),
    })),
  ];

  return (
    <PlainCard
      title={t('notifications.title')}
      extra={<span>{t('notifications.desc')}</span>}
      data-testid="notifications-card"
    >
      {preferences.isError ? (
        <LazyResult
          status="warning"
          title={t('notifications.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void preferences.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <PlainTable<NotificationPreference>
          rowKey="type"
          columns={columns}
          dataSource={preferences.data?.kinds ?? []}
          loading={preferences.isPending}
          emptyText=""
          pageSize={false}
          data-testid="notifications-table"
        />
      )}
    </PlainCard>
  );
}
