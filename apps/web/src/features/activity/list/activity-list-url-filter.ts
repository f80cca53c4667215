import { ACTIVITY_SORTS, ACTIVITY_STATUSES, type ActivitySort } from '@console/contract/activities';
import { ACTIVITY_PHASES } from '@console/contract/activity-phase';
import { isApiDateTime } from '../../../lib/is-iso-date';
import type { ActivityFilter } from '../api/keys';

// The list's filters live in the URL so a reload or a shared link keeps them (docs/web.md
// "Activities"). The URL uses the contract's own query names; the default sort is left out.
export const DEFAULT_ACTIVITY_SORT: ActivitySort = 'created_desc';
const KEYWORD_MAX = 60;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

// Checked by hand, as the server's isoDateTimeField: the list does not load zod (docs/web.md).
const dateTime = (value: string | null): string | undefined =>
  value !== null && isApiDateTime(value) ? value : undefined;

/**
 * What the URL asks for, keeping only what the server accepts: an unknown status, a malformed
 * time or a range that ends before it starts is ignored, never an error.
 */
export function parseActivityFilter(params: URLSearchParams): ActivityFilter {
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  let startFrom = dateTime(params.get('startFrom'));
  let startTo = dateTime(params.get('startTo'));
  // The server answers 1001 to a range that does not move forward: drop the range.
  if (startFrom !== undefined && startTo !== undefined) {
    if (!(Date.parse(startFrom) < Date.parse(startTo))) startFrom = startTo = undefined;
  }
  const filter: ActivityFilter = {
    status: oneOf(ACTIVITY_STATUSES, params.get('status')),
    phase: oneOf(ACTIVITY_PHASES, params.get('phase')),
    keyword: keyword || undefined,
    startFrom,
    startTo,
    placesLeft: params.get('placesLeft') === '1' ? '1' : undefined,
    sort: oneOf(ACTIVITY_SORTS, params.get('sort')) ?? DEFAULT_ACTIVITY_SORT,
  };
  // Absent keys, not `undefined` values: the filter is part of the query key.
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as ActivityFilter;
}

function writeParams(filter: ActivityFilter): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['status', filter.status],
    ['phase', filter.phase],
    ['keyword', filter.keyword],
    ['startFrom', filter.startFrom],
    ['startTo', filter.startTo],
    ['placesLeft', filter.placesLeft],
    ['sort', filter.sort === DEFAULT_ACTIVITY_SORT ? undefined : filter.sort],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** The URL of a filter: only what is set, in a stable order, never what the parser ignores. */
export function activityFilterParams(filter: ActivityFilter): URLSearchParams {
  return writeParams(parseActivityFilter(writeParams(filter)));
}

/** Any narrowing filter set (the sort narrows nothing): decides which empty state shows. */
export function isActivityFilterActive(filter: ActivityFilter): boolean {
  return [
    filter.status,
    filter.phase,
    filter.keyword,
    filter.startFrom,
    filter.startTo,
    filter.placesLeft,
  ].some((value) => value !== undefined);
}
