import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogStore, type LogEntry } from '../../lib/log-store';

/** spec §3 front-end log: the entries this tab recorded, newest first. */
export function LogPage() {
  const { t } = useTranslation();
  const entries = useLogStore((state) => state.entries);
  const clear = useLogStore((state) => state.clear);

  const columns: TableColumnsType<LogEntry> = [
    { title: t('log.time'), dataIndex: 'time', width: 180 },
    {
      title: t('log.type'),
      dataIndex: 'type',
      width: 100,
      render: (type: LogEntry['type']) => (
        <Tag color={type === 'error' ? 'red' : 'blue'}>{t(`log.type.${type}`)}</Tag>
      ),
    },
    { title: t('log.message'), dataIndex: 'message' },
    {
      title: t('log.url'),
      key: 'url',
      ellipsis: true,
      render: (_, entry) => entry.meta.url,
    },
  ];

  return (
    <Card
      title={t('route.log')}
      extra={
        <Button onClick={clear} disabled={entries.length === 0}>
          {t('log.clear')}
        </Button>
      }
    >
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...entries].reverse()}
        locale={{ emptyText: t('log.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        data-testid="log-table"
      />
    </Card>
  );
}
