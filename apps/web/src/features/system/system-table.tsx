import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '../../lib/table/pager';
import {
  PlainTable,
  type PlainColumn,
  type PlainExpandable,
  type PlainSelection,
  type RowProps,
} from '../../lib/table/plain-table';
import { LoadFailed } from './load-failed';
import styles from './system-table.module.css';
import type { useOffsetTable } from './use-offset-table';

type Props<Row> = {
  /** An offset page of the list: `{ list, total }` (spec §7), `capped` when counted only so far. */
  query: UseQueryResult<{ list: Row[]; total: number; capped?: boolean }>;
  paging: Pick<ReturnType<typeof useOffsetTable<string>>, 'pagination' | 'onSort' | 'onPage'>;
  columns: PlainColumn<Row>[];
  selection?: PlainSelection<Row>;
  expandable?: PlainExpandable<Row>;
  rowProps?: (row: Row) => RowProps;
  /** The width below which the table scrolls sideways. */
  scroll: { x: number };
  emptyText: string;
  testId: string;
};

/**
 * A system list (docs/system.md "Lists"): a plain table in antd's look, paged and sorted by the
 * server (lib/table/plain-table.tsx, lib/table/pager.tsx); a failed first read offers a retry.
 */
export function SystemTable<Row extends { id: number }>({
  query,
  paging,
  testId,
  ...table
}: Props<Row>) {
  if (query.isError && !query.data) {
    return <LoadFailed onRetry={() => void query.refetch()} testId={`${testId}-error`} />;
  }
  return (
    <>
      <PlainTable<Row>
        rowKey="id"
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        pageSize={false}
        onSort={paging.onSort}
        size="middle"
        className={styles.table}
        data-testid={testId}
        {...table}
      />
      <Pager
        {...paging.pagination(query.data?.total, query.data?.capped)}
        onChange={paging.onPage}
        data-testid={`${testId}-pager`}
      />
    </>
  );
}
