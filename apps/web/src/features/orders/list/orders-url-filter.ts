import { ORDER_STATUSES } from '@console/contract/orders';
import { isIsoDate } from '../../../lib/is-iso-date';
import type { OrderFilter } from '../api/keys';

// The list's filters live in the URL (contract query names) so a reload or a shared
// link keeps them; the parser keeps only what the server accepts.

const KEYWORD_MAX = 40;

const date = (value: string | null): string | undefined =>
  value !== null && isIsoDate(value) ? value : undefined;

const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

/** Both ends inclusive; a range that ends before it starts is dropped whole (the server: 1001). */
function range(from: string | undefined, to: string | undefined) {
  return from !== undefined && to !== undefined && from > to ? [undefined, undefined] : [from, to];
}

/** A status set (docs/home.md: the paid figure's): known statuses only, in their order, once. */
function statusSet(value: string | null): string | undefined {
  if (value === null) return undefined;
  const listed = value.split(',');
  const known = ORDER_STATUSES.filter((status) => listed.includes(status));
  return known.length > 0 ? known.join(',') : undefined;
}

/** The order whose drawer is open (`order=5`), apart from the filter: opening it asks nothing new. */
export const openOrderOf = (params: URLSearchParams): number | null =>
  positiveId(params.get('order')) ?? null;

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  const [createdFrom, createdTo] = range(
    date(params.get('createdFrom')),
    date(params.get('createdTo')),
  );
  const [paidFrom, paidTo] = range(date(params.get('paidFrom')), date(params.get('paidTo')));
  const filter: OrderFilter = {
    status: ORDER_STATUSES.find((status) => status === params.get('status')),
    statuses: statusSet(params.get('statuses')),
    activityId: positiveId(params.get('activityId')),
    createdFrom,
    createdTo,
    paidFrom,
    paidTo,
    keyword: keyword || undefined,
  };
  // Absent keys, not `undefined` values: the filter is part of the query key.
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as OrderFilter;
}

const ORDER: (keyof OrderFilter)[] = [
  'status',
  'statuses',
  'activityId',
  'createdFrom',
  'createdTo',
  'paidFrom',
  'paidTo',
  'keyword',
];

function writeParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filter[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The URL of a filter: only what is set, in a stable order, never what the parser drops. */
export function orderFilterParams(filter: OrderFilter): URLSearchParams {
  return writeParams(parseOrderFilter(writeParams(filter)));
}

/** Anything but the status tab narrows the list: decides which empty state shows. */
export function isOrderFilterActive(filter: OrderFilter): boolean {
  return ORDER.some((key) => key !== 'status' && filter[key] !== undefined);
}

/** The filter without its status nor status set: what the tab counts are taken under. */
export function withoutStatus(filter: OrderFilter): OrderFilter {
  const { status: _status, statuses: _statuses, ...rest } = filter;
  return rest;
}
