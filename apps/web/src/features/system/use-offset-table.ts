import type { SortType } from '@console/contract/system-paging';
import type { TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Sort<Key extends string> = { sortKey: Key; sortType: SortType };
const ORDER_OF: Record<SortType, SortOrder> = { asc: 'ascend', desc: 'descend' };

/**
 * spec §7 `offset, limit, sortType, sortKey` driven by an antd Table: its pager (with a page
 * size changer) and its column sorters, sorted by the server. Clearing a sort goes back to
 * the list's default order.
 */
/** The paging a list opens on: its first page of 10 in its default order. */
export function firstPaging<Key extends string>(byDefault: Sort<Key>) {
  return { offset: 0, limit: 10, ...byDefault };
}

export function useOffsetTable<Row, Key extends string>(byDefault: Sort<Key>) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(() => firstPaging(byDefault));

  /** A sortable column's props: the server sorts by `key`. */
  const sortable = (key: Key) => ({
    key,
    sorter: true,
    sortOrder: paging.sortKey === key ? ORDER_OF[paging.sortType] : null,
  });

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort: Sort<Key> = one?.order
      ? { sortKey: one.columnKey as Key, sortType: one.order === 'ascend' ? 'asc' : 'desc' }
      : byDefault;
    const limit = pagination.pageSize ?? paging.limit;
    const sortChanged = sort.sortKey !== paging.sortKey || sort.sortType !== paging.sortType;
    const page = sortChanged || limit !== paging.limit ? 1 : (pagination.current ?? 1);
    setPaging({ ...sort, limit, offset: (page - 1) * limit });
  };

  /** `capped`: more rows match than were counted (the user list's filters, docs/system.md). */
  const pagination = (total: number | undefined, capped = false) => ({
    current: Math.floor(paging.offset / paging.limit) + 1,
    pageSize: paging.limit,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t(capped ? 'system.totalCapped' : 'system.total', { count }),
  });

  /** New filters start again from the first page. */
  const restart = () => setPaging((current) => ({ ...current, offset: 0 }));

  return { paging, sortable, onChange, pagination, restart };
}
