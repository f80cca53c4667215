import { SYSTEM_OFFSET_MAX, type SortType } from '@console/contract/system-paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortOrder } from '../../lib/table/plain-table';

type Sort<Key extends string> = { sortKey: Key; sortType: SortType };
const ORDER_OF: Record<SortType, SortOrder> = { asc: 'ascend', desc: 'descend' };

/** The paging a list opens on: its first page of 10 in its default order. */
export function firstPaging<Key extends string>(byDefault: Sort<Key>) {
  return { offset: 0, limit: 10, ...byDefault };
}

/**
 * spec §7 `offset, limit, sortType, sortKey` driven by a system table (`system-table.tsx`): its
 * pager (with a page size changer) and its column sorters, sorted by the server. Clearing a sort
 * goes back to the list's default order; a new order or page size starts from the first page.
 */
export function useOffsetTable<Key extends string>(byDefault: Sort<Key>) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(() => firstPaging(byDefault));

  /** A sortable column's props: the server sorts by `key`. */
  const sortable = (key: Key) => ({
    key,
    sorter: true,
    sortOrder: paging.sortKey === key ? ORDER_OF[paging.sortType] : null,
  });

  const onSort = (key: string, order: SortOrder | null) =>
    setPaging((current) => ({
      ...current,
      ...(order
        ? { sortKey: key as Key, sortType: order === 'ascend' ? 'asc' : 'desc' }
        : byDefault),
      offset: 0,
    }));

  // The pager asks for page 1 with a new size.
  const onPage = (page: number, limit: number) =>
    setPaging((current) => ({ ...current, limit, offset: (page - 1) * limit }));

  /** `capped`: more rows match than were counted (the user list's filters, docs/system.md). */
  const pagination = (total: number | undefined, capped = false) => ({
    current: Math.floor(paging.offset / paging.limit) + 1,
    pageSize: paging.limit,
    total: total ?? 0,
    // The API answers no offset deeper than this (docs/system.md "List").
    maxPage: Math.floor(SYSTEM_OFFSET_MAX / paging.limit) + 1,
    totalText: t(capped ? 'system.totalCapped' : 'system.total', { count: total ?? 0 }),
  });

  /** New filters start again from the first page. */
  const restart = () => setPaging((current) => ({ ...current, offset: 0 }));

  return { paging, sortable, onSort, onPage, pagination, restart };
}
