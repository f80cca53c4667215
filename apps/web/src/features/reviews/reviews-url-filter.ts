import { RATINGS } from '@console/contract/reviews';
import type { ReviewFilter } from '../../lib/api/list-reviews';
import { isIsoDate } from '../../lib/is-iso-date';

// The reviews tab keeps its filters in the URL (contract query names) next to
// `tab=reviews`, so a reload or a shared link keeps them; the parser keeps only what the server
// accepts. `review=<id>` opens one review's detail (the customer timeline links there).

const date = (value: string | null): string | undefined =>
  value !== null && isIsoDate(value) ? value : undefined;

export const positiveId = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
};

const STATUSES = ['published', 'hidden'] as const;

export function parseReviewFilter(params: URLSearchParams): ReviewFilter {
  let createdFrom = date(params.get('createdFrom'));
  let createdTo = date(params.get('createdTo'));
  if (createdFrom && createdTo && createdFrom > createdTo) createdFrom = createdTo = undefined;
  const rating = Number(params.get('rating'));
  const filter: ReviewFilter = {
    rating: (RATINGS as readonly number[]).includes(rating) ? rating : undefined,
    replied:
      params.get('replied') === 'yes' || params.get('replied') === 'no'
        ? (params.get('replied') as 'yes' | 'no')
        : undefined,
    overdue: params.get('overdue') === '1' ? '1' : undefined,
    hasImages: params.get('hasImages') === '1' ? '1' : undefined,
    status: STATUSES.find((status) => status === params.get('status')),
    activityId: positiveId(params.get('activityId')),
    createdFrom,
    createdTo,
  };
  // Absent keys, not `undefined` values: the filter is part of the query key.
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as ReviewFilter;
}

const ORDER: (keyof ReviewFilter)[] = [
  'rating',
  'replied',
  'overdue',
  'hasImages',
  'status',
  'activityId',
  'createdFrom',
  'createdTo',
];

/** The URL of the tab with this filter: `tab=reviews` first, then only what is set. */
export function reviewFilterParams(filter: ReviewFilter): URLSearchParams {
  const params = new URLSearchParams({ tab: 'reviews' });
  const clean = parseReviewFilter(
    new URLSearchParams(
      Object.entries(filter)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => [key, String(value)]),
    ),
  );
  for (const key of ORDER) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

export const isReviewFilterActive = (filter: ReviewFilter) =>
  ORDER.some((key) => filter[key] !== undefined);
