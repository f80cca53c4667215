import { ReloadOutlined } from '@ant-design/icons';
import type { ServerLogEntry } from '@console/contract/client-logs';
import { Button, Flex, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { LogFilters, type LogFilterValue } from './log-filters';
import { useServerLogs } from './list-server-logs';
import { LoadMore } from '../../lib/load-more';

/** The errors every user's browser reported (DESIGN §4), newest first, with "load more". */
export function ServerLogTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<LogFilterValue>({ type: 'all', keyword: '' });
  const logs = useServerLogs({
    type: filter.type === 'all' ? undefined : filter.type,
    keyword: filter.keyword,
  });
  const rows = logs.data?.pages.flatMap((page) => page.logs) ?? [];

  const columns: PlainColumn<ServerLogEntry>[] = [
    {
      title: t('log.time'),
      key: 'time',
      width: 170,
      render: (_, log) => formatDateTime(log.createdAt),
    },
    {
      title: t('log.type'),
      dataIndex: 'type',
      width: 80,
      render: (type: ServerLogEntry['type']) => (
        <Tag color={type === 'error' ? 'red' : 'blue'}>{t(`log.type.${type}`)}</Tag>
      ),
    },
    {
      title: t('log.user'),
      key: 'user',
      width: 140,
      ellipsis: true,
      render: (_, log) => log.userNickname ?? (log.userId === null ? '—' : `#${log.userId}`),
    },
    {
      title: t('log.merchant'),
      key: 'merchant',
      width: 90,
      render: (_, log) => log.merchantId ?? '—',
    },
    {
      title: t('log.route'),
      key: 'route',
      width: 150,
      ellipsis: true,
      render: (_, log) => log.route ?? '—',
    },
    {
      title: t('log.appVersion'),
      key: 'version',
      width: 130,
      ellipsis: true,
      render: (_, log) => log.appVersion ?? '—',
    },
    { title: t('log.message'), dataIndex: 'message', ellipsis: true },
  ];

  if (logs.isError && rows.length === 0) {
    return (
      <Result
        status="warning"
        title={t('log.loadFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void logs.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={12}>
      <LogFilters value={filter} onChange={setFilter} name="server-log" />
      <PlainTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={logs.isPending}
        emptyText={t('log.empty')}
        pageSize={false}
        scroll={{ x: 980 }}
        data-testid="server-log-table"
      />
      <Flex justify="center">
        <LoadMore
          pages={logs}
          label={t('log.loadMore')}
          testId="server-log-more"
          look="default"
          end={
            rows.length > 0 ? (
              <span style={{ color: 'rgb(0 0 0 / 45%)' }}>{t('log.noMore')}</span>
            ) : null
          }
        />
      </Flex>
    </Flex>
  );
}
