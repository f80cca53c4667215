import { CUSTOMER_TAG_FILTER_MAX, CUSTOMER_TAG_MAX } from '@console/contract/customers';
import type { CustomerFilter } from './api/keys';

// The customers tab keeps its search, tags and sort in the URL next to
// `tab=customers`; the parser keeps only what the server accepts.

const KEYWORD_MAX = 40;

/** The tag filter as a list: trimmed, without commas or repeats, at most five. */
export function tagsOf(value: string | undefined): string[] {
  if (!value) return [];
  const tags = value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0 && tag.length <= CUSTOMER_TAG_MAX);
  return [...new Set(tags)].slice(0, CUSTOMER_TAG_FILTER_MAX);
}

export function parseCustomerFilter(params: URLSearchParams): CustomerFilter {
  const keyword = params.get('keyword')?.trim().slice(0, KEYWORD_MAX);
  const tags = tagsOf(params.get('tags') ?? undefined);
  const sort = params.get('sort') === 'spent' ? 'spent' : undefined;
  const filter: CustomerFilter = {
    keyword: keyword || undefined,
    tags: tags.length > 0 ? tags.join(',') : undefined,
    sort,
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as CustomerFilter;
}

/** The URL of the tab with this filter: `tab=customers` first, then only what is set. */
export function customerFilterParams(filter: CustomerFilter): URLSearchParams {
  const params = new URLSearchParams({ tab: 'customers' });
  const raw = new URLSearchParams();
  for (const key of ['keyword', 'tags', 'sort'] as const) {
    const value = filter[key];
    if (value) raw.set(key, value);
  }
  const clean = parseCustomerFilter(raw);
  for (const key of ['keyword', 'tags', 'sort'] as const) {
    const value = clean[key];
    if (value) params.set(key, value);
  }
  return params;
}

export const isCustomerFilterActive = (filter: CustomerFilter) =>
  filter.keyword !== undefined || filter.tags !== undefined;
