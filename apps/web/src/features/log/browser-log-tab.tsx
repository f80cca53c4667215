import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../lib/feedback';
import { useLogStore, type LogEntry } from '../../lib/log-store';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { LogFilters, type LogFilterValue } from './log-filters';
import styles from './log.module.css';

/** The entries this browser tab recorded (spec §3), newest first, filtered and clearable. */
export function BrowserLogTab() {
  const { t } = useTranslation();
  const entries = useLogStore((state) => state.entries);
  const [filter, setFilter] = useState<LogFilterValue>({ type: 'all', keyword: '' });

  const shown = useMemo(() => {
    const keyword = filter.keyword.toLowerCase();
    return entries
      .filter((entry) => filter.type === 'all' || entry.type === filter.type)
      .filter((entry) => !keyword || entry.message.toLowerCase().includes(keyword))
      .reverse();
  }, [entries, filter]);

  const clear = async () => {
    const confirmed = await confirmDialog({
      title: t('log.clear'),
      content: t('log.clear.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (confirmed) useLogStore.getState().clear();
  };

  const columns: PlainColumn<LogEntry>[] = [
    { title: t('log.time'), dataIndex: 'time', width: 170 },
    {
      title: t('log.type'),
      dataIndex: 'type',
      width: 90,
      render: (type: LogEntry['type']) => (
        <Tag color={type === 'error' ? 'red' : 'blue'}>{t(`log.type.${type}`)}</Tag>
      ),
    },
    {
      title: t('log.message'),
      key: 'message',
      // A failed call's request id, to quote to whoever runs the server (docs/operations.md
      // "Request ids").
      render: (_, entry) => {
        const requestId = entry.meta.extra.requestId;
        return typeof requestId === 'string' ? (
          <>
            {entry.message}
            <div className={styles.requestId} data-testid="log-request-id">
              {t('log.requestId', { id: requestId })}
            </div>
          </>
        ) : (
          entry.message
        );
      },
    },
    {
      title: t('log.url'),
      key: 'url',
      ellipsis: true,
      width: 260,
      render: (_, entry) => entry.meta.url,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" gap={8} wrap>
        <LogFilters value={filter} onChange={setFilter} name="browser-log" />
        <Button
          icon={<DeleteOutlined />}
          onClick={() => void clear()}
          disabled={entries.length === 0}
          data-testid="log-clear"
        >
          {t('log.clear')}
        </Button>
      </Flex>
      <PlainTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={shown}
        emptyText={t('log.empty')}
        pageSize={20}
        scroll={{ x: 760 }}
        data-testid="log-table"
      />
    </Flex>
  );
}
