import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { LoadFailed } from './load-failed';
import styles from './system-table.module.css';
import type { useOffsetTable } from './use-offset-table';

type Props<Row> = Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'onChange'> & {
  /** An offset page of the list: `{ list, total }` (spec §7), `capped` when counted only so far. */
  query: UseQueryResult<{ list: Row[]; total: number; capped?: boolean }>;
  paging: Pick<ReturnType<typeof useOffsetTable<Row, string>>, 'pagination' | 'onChange'>;
  emptyText: string;
  testId: string;
};

/** A system list: antd Table paged and sorted by the server; a failed first read offers a retry. */
export function SystemTable<Row extends { id: number }>({
  query,
  paging,
  emptyText,
  testId,
  ...table
}: Props<Row>) {
  if (query.isError && !query.data) {
    return <LoadFailed onRetry={() => void query.refetch()} testId={`${testId}-error`} />;
  }
  return (
    <Table<Row>
      rowKey="id"
      dataSource={query.data?.list ?? []}
      loading={query.isFetching}
      pagination={paging.pagination(query.data?.total, query.data?.capped)}
      onChange={paging.onChange}
      locale={{ emptyText }}
      size="middle"
      className={styles.table}
      data-testid={testId}
      {...table}
    />
  );
}
