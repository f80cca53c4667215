import type { SystemChange } from '@console/contract/system-changes';
import { Card, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { useChanges } from '../api/list-changes';
import { SystemTable } from '../system-table';
import { useOffsetTable } from '../use-offset-table';
import { ChangeDiff } from './change-diff';
import { ChangeFilters, NO_CHANGE_FILTER, type ChangeFilter } from './change-filters';

const ACTION_COLORS = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  menus: 'purple',
  move: 'cyan',
};

/** /system/change (issue 17): every system write, newest first, each with before → after. */
export function ChangesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ChangeFilter>(NO_CHANGE_FILTER);
  const table = useOffsetTable<SystemChange, 'at'>({ sortKey: 'at', sortType: 'desc' });
  const changes = useChanges({ ...filter, ...table.paging });
  const columns: TableColumnsType<SystemChange> = [
    {
      title: t('system.change.at'),
      dataIndex: 'at',
      ...table.sortable('at'),
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t('system.change.actor'),
      dataIndex: 'actorName',
      render: (name: string, change) =>
        change.actorId === null ? name : `${name} (#${change.actorId})`,
    },
    {
      title: t('system.change.target'),
      dataIndex: 'target',
      render: (target: SystemChange['target'], change) =>
        `${t(`system.change.target.${target}`)} #${change.targetId}`,
    },
    {
      title: t('system.change.action'),
      dataIndex: 'action',
      render: (action: SystemChange['action']) => (
        <Tag color={ACTION_COLORS[action]}>{t(`system.change.action.${action}`)}</Tag>
      ),
    },
  ];

  return (
    <Card title={t('route.system.change')} data-testid="changes-page">
      <ChangeFilters
        onChange={(next) => {
          setFilter(next);
          table.restart();
        }}
      />
      <SystemTable<SystemChange>
        query={changes}
        paging={table}
        columns={columns}
        expandable={{ expandedRowRender: (change) => <ChangeDiff change={change} /> }}
        emptyText={t('system.change.empty')}
        scroll={{ x: 700 }}
        onRow={(change) => ({ 'data-testid': `change-${change.id}` }) as object}
        testId="changes-table"
      />
    </Card>
  );
}
